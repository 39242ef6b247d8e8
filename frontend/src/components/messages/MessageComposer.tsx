/** Writing to the other person of a conversation: checked by the shared rules, sent with `messages.send`. */
import { MESSAGE_RULES, MESSAGE_TEXTS } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, TextAreaField } from '../ui/fields';

export interface MessageComposerProps {
  readonly withEmail: string;
  readonly withName: string;
  readonly withRole: 'guide' | 'tourist';
}

export function MessageComposer({ withEmail, withName, withRole }: MessageComposerProps) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = trpc.messages.send.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const trimmed = text.trim();
    const found =
      trimmed === ''
        ? MESSAGE_TEXTS.empty
        : trimmed.length > MESSAGE_RULES.maxLength
          ? MESSAGE_TEXTS.tooLong
          : null;
    setProblem(found);
    setFailure(null);
    if (found !== null) return;
    try {
      await send.mutateAsync(
        withRole === 'guide'
          ? { guideEmail: withEmail, text: trimmed }
          : { touristEmail: withEmail, text: trimmed },
      );
      setText('');
      await Promise.all([
        utils.messages.thread.invalidate({ withEmail }),
        utils.messages.conversations.invalidate(),
      ]);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form className="composer" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={`Message to ${withName}`}
        name="message"
        rows={3}
        maxLength={MESSAGE_RULES.maxLength}
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        error={problem}
        hint={`${text.length} / ${MESSAGE_RULES.maxLength}`}
      />
      <FormAlert message={failure} />
      <BusyButton busy={send.isPending} busyLabel="Sending…" size="sm">
        Send
      </BusyButton>
    </form>
  );
}
