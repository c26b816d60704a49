/** State of a free checker island: input, loading for ~1.5 s, then a seeded estimate (rules in ~/lib/checkers). */
import { useId, useReducer, useState } from 'react';
import { checkerReducer, initialCheckerState, isCheckDisabled, simulateCheck, type CheckerState } from '~/lib/checkers';

export function useChecker<T>(estimate: (input: string) => T | null) {
  const [input, setInput] = useState('');
  const [state, dispatch] = useReducer(checkerReducer<T>, initialCheckerState as CheckerState<T>);
  const inputId = useId();
  const loading = state.status === 'loading';

  async function onSubmit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (isCheckDisabled(state.status, input)) return;
    dispatch({ type: 'submit' });
    const result = await simulateCheck(() => estimate(input)!);
    dispatch({ type: 'done', result });
  }

  return { input, setInput, state, inputId, loading, onSubmit, result: state.result };
}
