import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page';
import { LoadedUserMenu } from './LoadedUserMenu';

stubApi();

describe('the user menu', () => {
  it("offers every signed-in user 'Change password', which opens its page (issue 8)", async () => {
    renderPage(
      <Routes>
        <Route path="/" element={<LoadedUserMenu />} />
        <Route path="/account/password" element={<p>Change password page</p>} />
      </Routes>,
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByText('Change password page')).toBeTruthy();
  });
});
