// What a SKY application writes back to a Raiser's Edge NXT environment: constituent custom fields (the
// constituent API's CustomFieldAdd / CustomFieldEdit / CustomFieldRead) and actions (ActionAdd / ActionRead),
// validated as the reference documents them: a parent that exists, a category from the environment's Custom
// Field Categories table, a value the category's type accepts (text up to 255 characters), a comment of at
// most 50 characters, an action category from the five the API offers and a summary of at most 255.
import { SkyBadRequest } from './sky-collections.ts';
import { skyTimestamp } from './sky-dataset.ts';

export type SkyCustomFieldType = 'Text' | 'Number' | 'Date' | 'Currency' | 'Boolean';

export interface SkyCustomFieldCategory {
  name: string;
  type: SkyCustomFieldType;
}

/** The categories an environment's Custom Field Categories table holds unless a test says otherwise. */
export const DEFAULT_CUSTOM_FIELD_CATEGORIES: readonly SkyCustomFieldCategory[] = [
  { name: 'Ask Ladder', type: 'Text' },
  { name: 'Ask Amount', type: 'Currency' },
  { name: 'Interests', type: 'Text' },
  { name: 'Anniversary', type: 'Date' },
];

export const ACTION_CATEGORIES = ['Phone Call', 'Meeting', 'Mailing', 'Email', 'Task/Other'] as const;

export interface SkyCustomField {
  id: string;
  parent_id: string;
  category: string;
  type: SkyCustomFieldType;
  value: unknown;
  date?: string;
  comment?: string;
  date_added: string;
  date_modified: string;
}

export interface SkyAction {
  id: string;
  constituent_id: string;
  category: (typeof ACTION_CATEGORIES)[number];
  date: string;
  summary?: string;
  description?: string;
  type?: string;
  completed: boolean;
  direction?: string;
  date_added: string;
  date_modified: string;
}

const TEXT_LIMIT = 255;
const COMMENT_LIMIT = 50;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

function optionalText(body: Record<string, unknown>, field: string, limit: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new SkyBadRequest(`The ${field} must be a string.`);
  if (value.length > limit) throw new SkyBadRequest(`The ${field} exceeds the character limit of ${limit}.`);
  return value;
}

function optionalDate(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) throw new SkyBadRequest(`The value '${String(value)}' is not valid for ${field}.`);
  return value;
}

/** A custom field's value as its category's type takes it. */
function valueOf(type: SkyCustomFieldType, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (type === 'Text') {
    if (typeof value !== 'string') throw new SkyBadRequest('The value must be a string for a Text custom field.');
    if (value.length > TEXT_LIMIT) throw new SkyBadRequest(`The value exceeds the character limit of ${TEXT_LIMIT}.`);
    return value;
  }
  if (type === 'Number' || type === 'Currency') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) throw new SkyBadRequest(`The value '${String(value)}' is not valid for a ${type} custom field.`);
    return number;
  }
  if (type === 'Boolean') {
    if (typeof value !== 'boolean') throw new SkyBadRequest('The value must be true or false for a Boolean custom field.');
    return value;
  }
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new SkyBadRequest(`The value '${String(value)}' is not valid for a Date custom field.`);
  return value;
}

export class SkyWrites {
  readonly customFields = new Map<string, SkyCustomField>();
  readonly actions = new Map<string, SkyAction>();
  private nextId = 1;

  constructor(
    readonly categories: readonly SkyCustomFieldCategory[],
    /** Whether a constituent with this system record id exists (and is not deleted). */
    private readonly constituentExists: (id: string) => boolean,
  ) {}

  addCustomField(body: unknown, now = Date.now()): { id: string } {
    if (!isObject(body)) throw new SkyBadRequest('The request body is not valid.');
    const parentId = body.parent_id;
    if (typeof parentId !== 'string' || parentId === '') throw new SkyBadRequest('The parent_id field is required.');
    if (!this.constituentExists(parentId)) throw new SkyBadRequest(`The constituent '${parentId}' was not found.`);
    const category = this.categoryOf(body.category);
    const stamp = skyTimestamp(now);
    const field: SkyCustomField = {
      id: String(this.nextId++),
      parent_id: parentId,
      category: category.name,
      type: category.type,
      value: valueOf(category.type, body.value),
      date: optionalDate(body, 'date'),
      comment: optionalText(body, 'comment', COMMENT_LIMIT),
      date_added: stamp,
      date_modified: stamp,
    };
    this.customFields.set(field.id, field);
    return { id: field.id };
  }

  /** PATCH: the fields given replace the stored ones; false when there is no such custom field. */
  editCustomField(id: string, body: unknown, now = Date.now()): boolean {
    const field = this.customFields.get(id);
    if (!field) return false;
    if (!isObject(body)) throw new SkyBadRequest('The request body is not valid.');
    const category = body.category === undefined ? { name: field.category, type: field.type } : this.categoryOf(body.category);
    const edited: SkyCustomField = {
      ...field,
      category: category.name,
      type: category.type,
      value: 'value' in body ? valueOf(category.type, body.value) : field.value,
      date: 'date' in body ? optionalDate(body, 'date') : field.date,
      comment: 'comment' in body ? optionalText(body, 'comment', COMMENT_LIMIT) : field.comment,
      date_modified: skyTimestamp(now),
    };
    this.customFields.set(id, edited);
    return true;
  }

  removeCustomField(id: string): boolean {
    return this.customFields.delete(id);
  }

  customFieldsOf(constituentId: string): SkyCustomField[] {
    return [...this.customFields.values()].filter((field) => field.parent_id === constituentId);
  }

  addAction(body: unknown, now = Date.now()): { id: string } {
    if (!isObject(body)) throw new SkyBadRequest('The request body is not valid.');
    const constituentId = body.constituent_id;
    if (typeof constituentId !== 'string' || constituentId === '') throw new SkyBadRequest('The constituent_id field is required.');
    if (!this.constituentExists(constituentId)) throw new SkyBadRequest(`The constituent '${constituentId}' was not found.`);
    if (!ACTION_CATEGORIES.includes(body.category as (typeof ACTION_CATEGORIES)[number])) {
      throw new SkyBadRequest(`The value '${String(body.category)}' is not valid for category. Available values are ${ACTION_CATEGORIES.join(', ')}.`);
    }
    const date = optionalDate(body, 'date');
    if (!date) throw new SkyBadRequest('The date field is required.');
    const stamp = skyTimestamp(now);
    const action: SkyAction = {
      id: String(this.nextId++),
      constituent_id: constituentId,
      category: body.category as SkyAction['category'],
      date,
      summary: optionalText(body, 'summary', TEXT_LIMIT),
      description: optionalText(body, 'description', 4000),
      type: optionalText(body, 'type', 100),
      completed: body.completed === true,
      direction: optionalText(body, 'direction', 20),
      date_added: stamp,
      date_modified: stamp,
    };
    this.actions.set(action.id, action);
    return { id: action.id };
  }

  actionsOf(constituentId: string): SkyAction[] {
    return [...this.actions.values()].filter((action) => action.constituent_id === constituentId);
  }

  private categoryOf(name: unknown): SkyCustomFieldCategory {
    if (typeof name !== 'string' || name === '') throw new SkyBadRequest('The category field is required.');
    const category = this.categories.find((c) => c.name === name);
    if (!category) throw new SkyBadRequest(`The value '${name}' is not valid for category. It must be an entry in the Custom Field Categories table.`);
    return category;
  }
}
