// Issue 28: the teleprompter's code led to /download, whose three codes all opened the home page as if they were
// three apps. /download now shows one code, to the studio, and says there is no app; the teleprompter says so too.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import DownloadPage from './DownloadPage';
import ToolsHubPage from './tools/ToolsHubPage';

describe('download page', () => {
  it('shows one code, to the web studio, and names no app to download', () => {
    render(<DownloadPage />);
    expect(screen.getAllByRole('img', { name: /扫码/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: '扫码在手机上打开配音' })).toBeTruthy();
    expect(screen.getByText(/本站暂未发布手机 App/)).toBeTruthy();
  });

  it('提词器 says it needs an app this studio does not publish, and offers the web studio instead of /download', () => {
    render(
      <MemoryRouter>
        <ToolsHubPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /提词器/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('提词器需要手机 App，本站暂未发布')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: /下载/ })).toBeNull();
    expect(within(dialog).getByRole('img', { name: '扫码在手机上打开配音' })).toBeTruthy();
  });
});
