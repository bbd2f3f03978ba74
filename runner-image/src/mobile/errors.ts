/** A device operation that cannot be done; the message is a sentence shown to users as the step's result. */
export class MobileActionError extends Error {
  override name = 'MobileActionError';
}

/** A device session that could not be opened (no such device, the app would not launch, the server is down). */
export class DeviceSessionError extends Error {
  override name = 'DeviceSessionError';
}

/** A device provider's API refused or failed a request; `status` is its HTTP status when there was an answer. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The first line of an error's message (WebDriver errors carry the server's stack trace after it). */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').trim();
}
