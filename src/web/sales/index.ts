export { ContactSalesDialog } from './components/contact-sales-dialog.tsx';
export { ContactSalesForm } from './components/contact-sales-form.tsx';
