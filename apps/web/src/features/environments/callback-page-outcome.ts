// What /blackbaud/callback says when no Askwise window is waiting for it (opened from a bookmark or a link).

export interface CallbackPageOutcome {
  title: string;
  message: string;
}

export function callbackPageOutcome(params: URLSearchParams): CallbackPageOutcome {
  const error = params.get('error');
  if (error === 'access_denied') {
    return { title: 'Access was not given', message: "Raiser's Edge NXT was not connected: access was declined on Blackbaud's page. Start again from your environments with Add New." };
  }
  if (error) {
    const detail = params.get('error_description') ?? params.get('error_message');
    return { title: 'The connection did not finish', message: `Blackbaud answered '${detail ?? error}'. Start again from your environments with Add New.` };
  }
  return {
    title: 'Nothing is waiting for this page',
    message: "This page finishes connecting Raiser's Edge NXT in the Askwise window that opened it, and that window is gone. Start again from your environments with Add New.",
  };
}
