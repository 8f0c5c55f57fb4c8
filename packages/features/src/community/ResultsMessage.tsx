import { Button } from '@siyum/ui/form';

export interface ResultsMessageProps {
  /** `error`: the query failed (an alert); `empty`: nothing matches. */
  kind: 'error' | 'empty';
  title: string;
  hint: string;
  /** The way out: "Try again", "Clear search". */
  action: string;
  onAction: () => void;
}

/** What the community list shows in place of cards: what happened, what to do, and a button to do it. */
export function ResultsMessage({ kind, title, hint, action, onAction }: ResultsMessageProps) {
  return (
    <div className="siyum-community__message" role={kind === 'error' ? 'alert' : undefined} data-kind={kind}>
      <p className="siyum-community__message-title">{title}</p>
      <p className="siyum-community__message-hint">{hint}</p>
      <Button variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
