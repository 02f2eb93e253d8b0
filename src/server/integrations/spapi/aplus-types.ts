/** Hand-written types for A+ Content 2020-11-01 and Uploads 2020-11-01 (vendor/amazon/spapi-models). */
import type { SpApiErrorItem } from './types.ts';

export type TextComponent = { value: string; decoratorSet?: { type: string; offset: number; length: number; depth?: number }[] };
export type ParagraphComponent = { textList: TextComponent[] };
export type ImageComponent = {
  uploadDestinationId: string;
  imageCropSpecification: {
    size: { width: { value: number; units: 'pixels' }; height: { value: number; units: 'pixels' } };
    offset?: { x: { value: number; units: 'pixels' }; y: { value: number; units: 'pixels' } };
  };
  altText: string;
};
export type StandardImageTextBlock = { image?: ImageComponent; headline?: TextComponent; body?: ParagraphComponent };

export type ContentModule =
  | { contentModuleType: 'STANDARD_TEXT'; standardText: { headline?: TextComponent; body: ParagraphComponent } }
  | {
      contentModuleType: 'STANDARD_HEADER_IMAGE_TEXT';
      standardHeaderImageText: { headline?: TextComponent; block?: StandardImageTextBlock };
    }
  | {
      contentModuleType: 'STANDARD_SINGLE_SIDE_IMAGE';
      standardSingleSideImage: { imagePositionType: 'LEFT' | 'RIGHT'; block?: StandardImageTextBlock };
    }
  | {
      contentModuleType: 'STANDARD_SINGLE_IMAGE_HIGHLIGHTS';
      standardSingleImageHighlights: {
        image?: ImageComponent;
        headline?: TextComponent;
        textBlock1?: { headline?: TextComponent; body?: ParagraphComponent };
        bulletedListBlock?: { headline?: TextComponent; block?: { textList: { position: number; text: TextComponent }[] } };
      };
    };

export type ContentDocument = {
  name: string;
  contentType: 'EBC' | 'EMC';
  contentSubType?: string;
  locale: string;
  contentModuleList: ContentModule[];
};
export type PostContentDocumentRequest = { contentDocument: ContentDocument };
export type AplusContentStatus = 'APPROVED' | 'DRAFT' | 'REJECTED' | 'SUBMITTED';

export type AplusResponse = { warnings?: SpApiErrorItem[] };
export type PostContentDocumentResponse = AplusResponse & { contentReferenceKey: string };
export type ValidateContentDocumentAsinRelationsResponse = AplusResponse & { errors: SpApiErrorItem[] };
export type GetContentDocumentResponse = AplusResponse & {
  contentRecord: {
    contentReferenceKey: string;
    contentMetadata?: { name: string; marketplaceId: string; status: AplusContentStatus; badgeSet: string[]; updateTime: string };
    contentDocument?: ContentDocument;
  };
};
export type UploadDestination = { uploadDestinationId: string; url: string; headers?: Record<string, string> };
export type CreateUploadDestinationResponse = { payload?: UploadDestination; errors?: SpApiErrorItem[] };
