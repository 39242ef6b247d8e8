/** The line under a login form that moves to another mode, e.g. 'New to Xplore Guide? Sign Up'. */
export function ModeSwitch({
  question,
  label,
  onSwitch,
}: {
  question: string;
  label: string;
  onSwitch: () => void;
}) {
  return (
    <p className="login__switch">
      {question}{' '}
      <button type="button" className="login__link" onClick={onSwitch}>
        {label}
      </button>
    </p>
  );
}
