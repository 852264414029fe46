import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataNotFound } from './DataNotFound';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the no pending records and all processed variants', () => {
    renderWithProviders(<EmptyState variant="noPending" />);
    expect(screen.getByText('No pending records')).toBeTruthy();
    renderWithProviders(<EmptyState variant="allProcessed" />);
    expect(screen.getByText('All processed')).toBeTruthy();
  });

  it('offers a retry when loading failed', () => {
    const onRetry = vi.fn();
    renderWithProviders(<EmptyState variant="failedToLoad" onRetry={onRetry} />);
    expect(screen.getByText('Failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells an unauthorised user to contact their admin, with an optional request button', () => {
    const { unmount } = renderWithProviders(<EmptyState variant="notAuthorised" />);
    expect(screen.getByText('Contact your admin for access.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    const onRequestAccess = vi.fn();
    renderWithProviders(<EmptyState variant="notAuthorised" onRequestAccess={onRequestAccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request access' }));
    expect(onRequestAccess).toHaveBeenCalledOnce();
  });

  it('offers the way home to an unauthorised user when the page gives one (STYLE.md: every dead end offers a way on)', () => {
    const onHome = vi.fn();
    renderWithProviders(<EmptyState variant="notAuthorised" onHome={onHome} />);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('offers go back and home when a page is not found', () => {
    const onGoBack = vi.fn();
    const onHome = vi.fn();
    renderWithProviders(<EmptyState variant="pageNotFound" onGoBack={onGoBack} onHome={onHome} />);
    expect(screen.getByText('Page not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('lets a page name what is missing', () => {
    renderWithProviders(<EmptyState variant="noPending" title="No departments yet" />);
    expect(screen.getByText('No departments yet')).toBeTruthy();
  });

  it('shows Data Not Found', () => {
    renderWithProviders(<DataNotFound />);
    expect(screen.getByText('Data Not Found')).toBeTruthy();
  });
});
