import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { HelpFaq } from '../components/help-faq.tsx';
import { HelpGettingStarted } from '../components/help-getting-started.tsx';
import { HelpGuides } from '../components/help-guides.tsx';
import { HelpSupport } from '../components/help-support.tsx';
import { PublicLayout } from '../components/public-layout.tsx';

export function HelpPage() {
  return (
    <PublicLayout title="Help Center" subtitle="Guides, answers and support for getting the most out of ListingPilot.">
      <Tabs defaultValue="getting-started">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
          <TabsTrigger value="getting-started">Getting Started</TabsTrigger>
          <TabsTrigger value="guides">Guides</TabsTrigger>
          <TabsTrigger value="faq">FAQ</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
        </TabsList>
        <TabsContent value="getting-started" className="mt-8">
          <HelpGettingStarted />
        </TabsContent>
        <TabsContent value="guides" className="mt-8">
          <HelpGuides />
        </TabsContent>
        <TabsContent value="faq" className="mt-8">
          <HelpFaq />
        </TabsContent>
        <TabsContent value="support" className="mt-8">
          <HelpSupport />
        </TabsContent>
      </Tabs>
    </PublicLayout>
  );
}
