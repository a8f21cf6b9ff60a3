import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyCount } from './company-count.tsx';

describe('the company count', () => {
  it('says "about" for an estimated total and the pages it gives', () => {
    render(<CompanyCount total={41_000} kind="estimate" page={2} pages={4_100} />);
    expect(screen.getByRole('status').textContent).toBe('about 41,000 companies · page 2 of about 4,100');
  });

  it('states an exact total as it is', () => {
    render(<CompanyCount total={1} kind="exact" page={1} pages={1} />);
    expect(screen.getByRole('status').textContent).toBe('1 company');
  });
});
