import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { selectEnvironment, useWizardState } from '../../wizard/index.ts';
import { useVirtuousPopup } from './virtuous-connect.ts';
import { DeleteVirtuousAccountDocument, ExchangeVirtuousTokenDocument, VirtuousAccountsDocument, VirtuousClaimsTokenDocument, VirtuousIngestionDocument } from './virtuous-documents.ts';
import { ACCOUNT_DELETE_FAILED, exchangeMessage, isAccountSelectable, TAGS_RESYNC_FAILED, tagsResyncedText, UNAUTHORIZED_TEXT, type VirtuousAccount, type VirtuousMessage } from './virtuous-texts.ts';

export type AccountsMessage = Pick<VirtuousMessage, 'color' | 'text'>;

/**
 * '+ Add New' (accountId null) and Reauthenticate: a claims token, then the connect popup, whose token
 * ExchangeVirtuousToken stores. The popup answers in another tab's storage event, long after this call:
 * the address (?reconnect=true) and state remember which kind of connection it was.
 */
function useConnectAccount(setMessage: (message: AccountsMessage | null) => void, reload: () => void) {
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const [reconnectId, setReconnectId] = useState<number | null>(null);
  const [, exchange] = useMutation(ExchangeVirtuousTokenDocument);

  const openPopup = useVirtuousPopup(async (token) => {
    const isReconnect = params.get('reconnect') === 'true';
    const result = await exchange({ token, isReconnect, virtuousAccountId: isReconnect ? reconnectId : null });
    setParams({}, { replace: true });
    setMessage(exchangeMessage(result.data?.ExchangeVirtuousToken, isReconnect));
    reload();
  });

  return async (accountId: number | null) => {
    setMessage(null);
    const claims = await client.query(VirtuousClaimsTokenDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    const token = claims.data?.getVirtuousClaimsToken;
    if (!token) return setMessage({ color: 'red', text: UNAUTHORIZED_TEXT });
    setReconnectId(accountId);
    if (accountId !== null) setParams({ reconnect: 'true' }, { replace: true });
    openPopup(token);
  };
}

/**
 * /virtuous: the company's linked Virtuous accounts (wizard step 1 of the second system), the one the appeal
 * is for, and the administrator's actions on them. Handlers resolve once the server has answered.
 */
export function useVirtuousAccountsPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const wizard = useWizardState();
  const [{ data, fetching }, refetch] = useQuery({ query: VirtuousAccountsDocument, requestPolicy: 'cache-and-network' });
  const accounts = useMemo(() => data?.listLinkedVirtuousAccounts ?? [], [data]);
  const [selectedId, setSelectedId] = useState<number | null>(wizard.environment?.id ?? null);
  const [removing, setRemoving] = useState<VirtuousAccount | null>(null);
  const [message, setMessage] = useState<AccountsMessage | null>(null);
  const [, remove] = useMutation(DeleteVirtuousAccountDocument);
  const [, ingest] = useMutation(VirtuousIngestionDocument);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const connect = useConnectAccount(setMessage, reload);
  // A locked or incomplete account cannot be chosen, whatever the wizard remembers.
  const selected = accounts.find((a) => a.id === selectedId && isAccountSelectable(a)) ?? null;

  const handleResyncTags = async (account: VirtuousAccount) => {
    const result = await ingest({ virtuousAccountId: account.id, resourceType: 'TAGS' });
    const isSynced = result.data?.VirtuousIngestion.statusCode === 200;
    setMessage(isSynced ? { color: 'teal', text: tagsResyncedText(account.organizationName) } : { color: 'red', text: TAGS_RESYNC_FAILED });
    reload();
  };

  const handleConfirmRemove = async () => {
    if (!removing) return;
    const result = await remove({ id: removing.id });
    if (result.data?.deleteCompanyToVirtuousAccount.statusCode !== 200) setMessage({ color: 'red', text: ACCOUNT_DELETE_FAILED });
    if (selectedId === removing.id) setSelectedId(null);
    setRemoving(null);
    reload();
  };

  const handleNext = () => {
    if (!selected) return;
    selectEnvironment({ id: selected.id, name: selected.organizationName });
    navigate('/virtuous/select-tag');
  };

  return {
    accounts,
    isEmpty: !fetching && accounts.length === 0,
    isAdministrator: user?.isAdministrator ?? false,
    selected,
    message,
    /** The account the Remove dialog asks about. */
    removing,
    handleSelect: (account: VirtuousAccount) => {
      if (isAccountSelectable(account)) setSelectedId(account.id);
    },
    handleAdd: () => connect(null),
    handleReauthenticate: (account: VirtuousAccount) => connect(account.id),
    handleResyncTags,
    handleRemove: (account: VirtuousAccount) => setRemoving(account),
    handleCancelRemove: () => setRemoving(null),
    handleConfirmRemove,
    handleNext,
    handleBack: () => navigate('/'),
  };
}
