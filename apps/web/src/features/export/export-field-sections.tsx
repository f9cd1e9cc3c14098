import { Checkbox, MultiSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface ExportFieldOption {
  id: string;
  code: string;
  name: string;
  isDefaultChecked: boolean;
}

export interface ExportFieldSectionsProps {
  fields: readonly ExportFieldOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, isChecked: boolean) => void;
  customFields: readonly string[];
  selectedCustomFields: readonly string[];
  onCustomFieldsChange: (names: string[]) => void;
}

function FieldSection({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={5}>{title}</Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Mandatory fields (fixed), suggested and optional fields to tick, and custom fields to pick. */
export function ExportFieldSections({ fields, selected, onToggle, customFields, selectedCustomFields, onCustomFieldsChange }: ExportFieldSectionsProps) {
  const group = (code: string) => fields.filter((f) => f.code === code);
  const checkboxes = (code: string, isFixed = false) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
      {group(code).map((field) => (
        <Checkbox
          key={field.id}
          label={field.name}
          checked={isFixed || selected.has(field.id)}
          disabled={isFixed}
          onChange={(event) => onToggle(field.id, event.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack>
      <FieldSection title="Mandatory Fields" description="Always in both files, with the asks, the ask string, the flags and the status.">
        {checkboxes('EFT_M', true)}
      </FieldSection>
      <FieldSection title="Suggested Fields" description="What a mail house usually needs.">
        {checkboxes('EFT_S')}
      </FieldSection>
      <FieldSection title="Optional Extra Fields" description="Giving history and more, for your donor database.">
        {checkboxes('EFT_O')}
      </FieldSection>
      <FieldSection title="Custom Fields" description="Your own donor fields.">
        <MultiSelect
          aria-label="Custom fields"
          placeholder={customFields.length ? 'Choose custom fields' : 'No custom fields'}
          data={[...customFields]}
          value={[...selectedCustomFields]}
          onChange={onCustomFieldsChange}
          disabled={customFields.length === 0}
          searchable
          clearable
        />
      </FieldSection>
    </Stack>
  );
}
