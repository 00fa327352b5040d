import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showConfigProblem } from './config-problem.ts';

describe('a page that cannot read its settings', () => {
  it('says so in both languages, with the reason as text, never a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    document.body.append(root);
    showConfigProblem(root, 'the settings are <b>not</b> JSON');
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This site is not set up correctly' }),
    ).toBeVisible();
    expect(
      within(alert).getByRole('heading', { name: 'Este sitio no está configurado correctamente' }),
    ).toBeVisible();
    expect(alert.querySelector('b')).toBeNull();
    expect(alert).toHaveTextContent('For the site operator: the settings are <b>not</b> JSON');
    root.remove();
  });
});
