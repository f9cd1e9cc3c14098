import { describe, expect, it } from 'vitest';
import { filterOptions, type PickerOptions } from './virtuous-picker-options.ts';

const OPTIONS: PickerOptions = {
  getVirtuousCampaigns: [
    { id: 1, vCampaignId: '10', campaignName: 'Annual Fund' },
    { id: 2, vCampaignId: '20', campaignName: 'Spring Gala' },
  ],
  getVirtuousCommunications: [
    { id: 11, vCommunicationId: '110', vCampaignId: '10', communicationName: 'Year-End Letter 2025' },
    { id: 12, vCommunicationId: '120', vCampaignId: '10', communicationName: 'Spring Letter 2025' },
    { id: 21, vCommunicationId: '210', vCampaignId: '20', communicationName: 'Gala Invitation' },
  ],
  getVirtuousProjectsByTagId: [
    { id: 31, vProjectId: '310', projectName: 'Clean Water Wells', vProjectCode: 'WELLS' },
    { id: 32, vProjectId: '320', projectName: 'General Operations', vProjectCode: 'GEN' },
  ],
};

const shown = (search: string) => {
  const f = filterOptions(OPTIONS, search);
  return { campaigns: f.campaigns.map((g) => [g.campaign.campaignName, g.communications.map((c) => c.communicationName)]), projects: f.projects.map((p) => p.projectName), isFiltered: f.isFiltered };
};

describe('the pickers\' search', () => {
  it('shows everything below 3 characters', () => {
    expect(shown('ye')).toEqual({ campaigns: [['Annual Fund', ['Year-End Letter 2025', 'Spring Letter 2025']], ['Spring Gala', ['Gala Invitation']]], projects: ['Clean Water Wells', 'General Operations'], isFiltered: false });
  });

  it('filters case-insensitively on communication name, keeping its campaign', () => {
    expect(shown('YEAR-end')).toEqual({ campaigns: [['Annual Fund', ['Year-End Letter 2025']]], projects: [], isFiltered: true });
  });

  it('keeps every communication of a campaign whose name matches', () => {
    expect(shown('gala')).toEqual({ campaigns: [['Spring Gala', ['Gala Invitation']]], projects: [], isFiltered: true });
    expect(shown('spring').campaigns).toEqual([['Annual Fund', ['Spring Letter 2025']], ['Spring Gala', ['Gala Invitation']]]);
  });

  it('matches projects by name or by code', () => {
    expect(shown('wel').projects).toEqual(['Clean Water Wells']);
    expect(shown('gen').projects).toEqual(['General Operations']);
    expect(shown('ops').projects).toEqual([]);
  });
});
