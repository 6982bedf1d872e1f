/** An e-mail, plate or order number: left to right inside Arabic too. */
export const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
