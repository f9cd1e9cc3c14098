import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { countFormat } from '../../ui/format.ts';
import { subscriptionRoute } from '../billing/index.ts';

export interface ExportAllowanceView {
  isSubscribed: boolean;
  freeAllowance: number;
  used: number;
  remaining?: number | null;
  askStringsToExport?: number | null;
}

export interface ExportConfirmationDialogProps {
  opened: boolean;
  allowance: ExportAllowanceView | null;
  /** The server refused the export past the free allowance (its message). */
  refusal: string | null;
  isAdministrator: boolean;
  isExporting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** True when exporting the appeal would pass what is left of the free allowance. */
export function exceedsAllowance(allowance: ExportAllowanceView | null): boolean {
  if (!allowance || allowance.isSubscribed || allowance.remaining === null || allowance.remaining === undefined) return false;
  return (allowance.askStringsToExport ?? 0) > allowance.remaining;
}

/**
 * The export confirmation of a company without a subscription (billing spec section 1): how much of the
 * free allowance is left; past it, a subscription button for administrators and a note for everyone else.
 */
export function ExportConfirmationDialog({ opened, allowance, refusal, isAdministrator, isExporting, onConfirm, onClose }: ExportConfirmationDialogProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isOver = refusal !== null || exceedsAllowance(allowance);
  const free = countFormat.format(allowance?.freeAllowance ?? 100);
  const left = countFormat.format(allowance?.remaining ?? 0);
  const toExport = countFormat.format(allowance?.askStringsToExport ?? 0);
  // 'used up' only when nothing is left; otherwise the appeal is simply larger than what remains.
  const isUsedUp = (allowance?.remaining ?? 0) === 0;
  return (
    <Modal opened={opened} onClose={onClose} title={isOver ? 'Subscription required' : 'Export ask strings'} size={500} centered>
      <Stack>
        {isOver ? (
          <Alert color="orange" title={isUsedUp ? 'Free exports used up' : 'This appeal needs more than the free ask strings left'} data-testid="allowance-refusal">
            {allowance
              ? `Without a subscription ${free} ask strings can be exported in total. ${left} of them are left, and this appeal has ${toExport} to export.`
              : refusal}
          </Alert>
        ) : (
          <Text size="sm">
            Exporting this appeal uses {toExport} of the {left} free ask strings left. Without a subscription {free} ask strings can be exported in total.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isExporting}>
            Cancel
          </Button>
          {!isOver && (
            <Button onClick={onConfirm} loading={isExporting}>
              Export Now
            </Button>
          )}
          {isOver && isAdministrator && <Button onClick={() => navigate(subscriptionRoute(pathname + search))}>Subscribe</Button>}
          {isOver && !isAdministrator && (
            <Button disabled variant="light">
              Contact Account admin to Subscribe
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
