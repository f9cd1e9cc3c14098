import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CANCEL_OTHER_MAX, CANCEL_REASONS, cancelFeedbackError } from '@askwise/domain/billing-rules';
import { useState } from 'react';
import { useMutation } from 'urql';
import { CancelCompanySubscriptionDocument, SaveSubscriptionCancelFeedbackDocument } from './billing-documents.ts';

const CANCEL_FAILED = 'We have some problem trying cancel your subscription, Try again please.';
const OTHER = 'Other';
/** The page reloads this long after the feedback is sent (billing spec section 4). */
export const RELOAD_AFTER_MS = 1500;

type Step = 'confirm' | 'feedback' | 'thanks';

/** Cancel: a confirmation, then the cancelled screen with the feedback form, then thanks and a reload. */
export function CancelSubscriptionModal({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>('confirm');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [otherText, setOtherText] = useState('');
  const [{ fetching: isCancelling }, cancel] = useMutation(CancelCompanySubscriptionDocument);
  const [{ fetching: isSending }, sendFeedback] = useMutation(SaveSubscriptionCancelFeedbackDocument);

  const handleCancel = async () => {
    setError(null);
    const result = await cancel({});
    const answer = result.data?.CancelCompanySubscriptionRequest;
    if (answer?.statusCode !== 200) return setError(answer?.statusCode === 500 && answer.message ? answer.message : CANCEL_FAILED);
    setMessage(answer.message ?? null);
    setStep('feedback');
  };

  const handleFeedback = async () => {
    const invalid = cancelFeedbackError(reasons, otherText);
    if (invalid) return setError(invalid);
    setError(null);
    const result = await sendFeedback({ feedbacks: { feedback: reasons, other_text: reasons.includes(OTHER) ? otherText.trim() : null } });
    if (result.data?.SaveSubscriptionCancelFeedbackRequest.statusCode !== 200) return setError(result.data?.SaveSubscriptionCancelFeedbackRequest.message ?? 'Something went wrong. Please try again.');
    setStep('thanks');
    setTimeout(() => {
      onClose();
      window.location.reload();
    }, RELOAD_AFTER_MS);
  };

  return (
    <Modal opened onClose={onClose} title={step === 'confirm' ? 'Cancel Subscription' : 'Your subscription is cancelled'} size={560} centered>
      {step === 'confirm' && (
        <Stack>
          <Text>Are you sure you want to cancel your subscription?</Text>
          <Text size="sm" c="dimmed">
            The cancellation takes effect at the end of your current billing period, and your account details are kept for 10 months.
          </Text>
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isCancelling}>
              Keep my subscription
            </Button>
            <Button color="red" onClick={() => void handleCancel()} loading={isCancelling}>
              Cancel Subscription
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'feedback' && (
        <Stack>
          {message && <Alert color="orange">{message}</Alert>}
          <Text fw={600}>Why are you cancelling?</Text>
          <Checkbox.Group value={reasons} onChange={setReasons}>
            <Stack gap="xs">
              {[...CANCEL_REASONS, OTHER].map((reason) => (
                <Checkbox key={reason} value={reason} label={reason} />
              ))}
            </Stack>
          </Checkbox.Group>
          {reasons.includes(OTHER) && (
            <Textarea label="Tell us more" value={otherText} onChange={(e) => setOtherText(e.currentTarget.value)} maxLength={CANCEL_OTHER_MAX} description={`${otherText.length}/${CANCEL_OTHER_MAX}`} autosize minRows={3} />
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={() => void handleFeedback()} loading={isSending}>
              Send feedback
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'thanks' && <Alert color="teal">Thank you for your feedback.</Alert>}
    </Modal>
  );
}
