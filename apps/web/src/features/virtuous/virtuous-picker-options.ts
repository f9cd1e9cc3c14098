import { MAPPED_GIVING_FIELDS } from '@askwise/domain/giving-fields';
import type { VirtuousPickerOptionsQuery } from '../../graphql/generated/graphql.ts';

// The pickers' options and the spec's search: 3 or more characters filter, case-insensitively, on campaign
// name, communication name, project name or project code; fewer show everything.

export type PickerOptions = VirtuousPickerOptionsQuery;
export type SelectionType = 'Campaign' | 'Communication' | 'Project';
export interface Selection {
  Type: SelectionType;
  Id: number;
}

// The five pickers follow the mapped sections' order; their labels come from the giving-field table.
const PICKER_KEYS = ['LastYear', 'SecondYear', 'ThirdYear', 'Capital', 'SpecialEvent'] as const;
export const PICKERS = PICKER_KEYS.map((key, i) => ({ key, label: MAPPED_GIVING_FIELDS[i]!.mapping.pickerLabel }));
export type PickerKey = (typeof PICKER_KEYS)[number];
export type Picks = Record<PickerKey, Selection | null>;

export const MIN_SEARCH = 3;
export const emptyPicks = (): Picks => ({ LastYear: null, SecondYear: null, ThirdYear: null, Capital: null, SpecialEvent: null });

export interface CampaignGroup {
  campaign: PickerOptions['getVirtuousCampaigns'][number];
  communications: PickerOptions['getVirtuousCommunications'];
}

export interface FilteredOptions {
  campaigns: CampaignGroup[];
  projects: PickerOptions['getVirtuousProjectsByTagId'];
  isFiltered: boolean;
}

export function filterOptions(options: PickerOptions, search: string): FilteredOptions {
  const text = search.trim().toLowerCase();
  const isFiltered = text.length >= MIN_SEARCH;
  const has = (value: string | null | undefined) => !isFiltered || (value ?? '').toLowerCase().includes(text);
  const campaigns = options.getVirtuousCampaigns
    .map((campaign) => {
      const own = options.getVirtuousCommunications.filter((c) => c.vCampaignId === campaign.vCampaignId);
      return { campaign, communications: has(campaign.campaignName) ? own : own.filter((c) => has(c.communicationName)) };
    })
    .filter((group) => has(group.campaign.campaignName) || group.communications.length > 0);
  const projects = options.getVirtuousProjectsByTagId.filter((p) => has(p.projectName) || has(p.vProjectCode));
  return { campaigns, projects, isFiltered };
}

export function selectionLabel(options: PickerOptions, selection: Selection | null): string | null {
  if (!selection) return null;
  if (selection.Type === 'Campaign') return `Campaign: ${options.getVirtuousCampaigns.find((c) => c.id === selection.Id)?.campaignName ?? selection.Id}`;
  if (selection.Type === 'Communication') return `Communication: ${options.getVirtuousCommunications.find((c) => c.id === selection.Id)?.communicationName ?? selection.Id}`;
  const project = options.getVirtuousProjectsByTagId.find((p) => p.id === selection.Id);
  return `Project: ${project ? `${project.projectName}${project.vProjectCode ? ` (${project.vProjectCode})` : ''}` : selection.Id}`;
}

export const selectionKey = (selection: Selection | null) => (selection ? `${selection.Type}:${selection.Id}` : '');
export function parseSelectionKey(key: string): Selection | null {
  const [type, id] = key.split(':');
  return type && id ? { Type: type as SelectionType, Id: Number(id) } : null;
}
