/**
 * Ask the guide (issue 26), at the foot of their profile over the grid: the conversation with them,
 * or for a visitor a way to log in first. Contact details wait for a paid booking, and the empty
 * thread says so before anyone types one.
 */
import { MESSAGE_TEXTS } from '@app/contracts';
import { useAuth } from '../app/auth';
import { ConversationThread } from '../components/messages/ConversationThread';

export function AskGuide({ email, firstName }: { email: string; firstName: string }) {
  const { user, openLogin } = useAuth();
  const heading = <h3 className="guide-profile__heading">Ask {firstName}</h3>;
  if (user === null)
    return (
      <>
        {heading}
        <p className="booking-muted">Log in to ask {firstName} about the tour before you book.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => openLogin()}>
          Log in
        </button>
      </>
    );
  if (user.email === email) return null;
  return (
    <>
      {heading}
      <ConversationThread
        withEmail={email}
        withName={firstName}
        withRole="guide"
        myEmail={user.email}
        emptyText={`Ask about meeting points, languages or what the tour covers. ${MESSAGE_TEXTS.heldNote}`}
      />
    </>
  );
}
