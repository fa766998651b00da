/**
 * What a page reads from its form action's answer, whatever the action returned: the values
 * to put back, the errors beside their fields, and the message for the form as a whole.
 */
export interface FormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | undefined;
}

export function answerOf(form: unknown): FormAnswer {
  const answer = (typeof form === 'object' && form !== null ? form : {}) as Partial<
    Record<keyof FormAnswer, unknown>
  >;
  return {
    values: (answer.values ?? {}) as Record<string, string>,
    errors: (answer.errors ?? {}) as Record<string, string>,
    message: typeof answer.message === 'string' ? answer.message : undefined,
  };
}
