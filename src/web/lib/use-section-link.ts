// The nav's section links: scroll on the landing page, or remember the section and go there from elsewhere.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NAV_OFFSET, rememberSection, scrollToSection } from './section-scroll';

export function useSectionLink(): (id: string, offset?: number) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string, offset = NAV_OFFSET) => {
      if (location.pathname === '/' && scrollToSection(id, offset)) return;
      rememberSection(id, offset);
      void navigate('/');
    },
    [location.pathname, navigate],
  );
}
