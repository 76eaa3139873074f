import { useFormAction, useNavigation } from "@remix-run/react";

/** True while this route's form (or the one posting to `action`) is being submitted. */
export function useIsPending({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: string } = {}) {
  const navigation = useNavigation();
  const ownAction = useFormAction();
  return navigation.state !== "idle" && navigation.formMethod === formMethod && navigation.formAction === (formAction ?? ownAction);
}

interface SubmitButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  pendingLabel: string;
  formAction?: string;
}

/** Disabled with the pending label while its form is on its way (JavaScript on). */
export function SubmitButton({ pendingLabel, children, className, formAction, ...props }: SubmitButtonProps) {
  const pending = useIsPending({ formAction });
  return (
    <button
      type="submit"
      disabled={pending}
      formAction={formAction}
      className={
        className ??
        "rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
      }
      {...props}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
