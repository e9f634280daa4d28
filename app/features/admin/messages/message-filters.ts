/** Open is the inbox: everything not yet handled. Handled implies read (handling happens on the opened message). */
export const messageFilters = ["open", "unread", "handled", "all"] as const;
export type MessageFilter = (typeof messageFilters)[number];

export interface MessageFilters {
  /** Part of the sender's name, e-mail address or the subject. */
  query: string;
  status: MessageFilter;
}
