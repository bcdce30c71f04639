import type { DemoAddress } from './types.js';

/**
 * The saved address of each demo customer who orders: in India a real locality with its real PIN code (India Post's
 * directory has it, in that state), city and state; abroad (the reviews from London, New York, Dubai and Sydney) a
 * real street with its postal code, state or emirate and country. The house numbers and phone numbers are made up;
 * the numbers abroad are in the ranges their numbering plans keep for examples and fiction (555-01xx, 7946 0xxx).
 * Every one passes the checkout's address rules (geo/address.rules.ts); the seed stores them as those rules do.
 */
export const demoAddresses: DemoAddress[] = [
  { customer: 'Priya S.', name: 'Priya Sharma', address: 'B-14, Bhagwan Das Road, near Ahinsa Circle', phone: '9829012345', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme' },
  { customer: 'Ananya R.', name: 'Ananya Rao', address: 'Flat 302, Lakeview Residency, 5th Cross', phone: '9845023417', post: '560034', province: 'Karnataka', city: 'Bengaluru', area: 'Koramangala' },
  { customer: 'Rohit M.', name: 'Rohit Mehta', address: '12, Paud Road, behind Vanaz Corner', phone: '9822034561', post: '411038', province: 'Maharashtra', city: 'Pune', area: 'Kothrud' },
  { customer: 'Kavita J.', name: 'Kavita Jain', address: '45, 2nd Floor, Ring Road', phone: '9811045672', post: '110024', province: 'Delhi', city: 'New Delhi', area: 'Lajpat Nagar' },
  { customer: 'Meenakshi P.', name: 'Meenakshi Pillai', address: '7, Panampilly Avenue', phone: '9847056783', post: '682036', province: 'Kerala', city: 'Kochi', area: 'Panampilly Nagar' },
  { customer: 'Arjun K.', name: 'Arjun Kapoor', address: 'A-201, Sea Breeze Apartments, Juhu Lane', phone: '9820067894', post: '400058', province: 'Maharashtra', city: 'Mumbai', area: 'Andheri West' },
  { customer: 'Sneha T.', name: 'Sneha Tiwari', address: '3/112, Vipul Khand', phone: '9839078905', post: '226010', province: 'Uttar Pradesh', city: 'Lucknow', area: 'Gomti Nagar' },
  { customer: 'Vikram S.', name: 'Vikram Singh', address: '21, Sardarpura 3rd B Road', phone: '9414089016', post: '342003', province: 'Rajasthan', city: 'Jodhpur', area: 'Sardarpura' },
  { customer: 'Pooja G.', name: 'Pooja Gupta', address: 'House 118, Sector 15-A', phone: '9876090127', post: '160015', province: 'Chandigarh', city: 'Chandigarh', area: 'Sector 15' },
  { customer: 'Neha A.', name: 'Neha Agarwal', address: '9, Hindusthan Park, near Gariahat Market', phone: '9830101238', post: '700029', province: 'West Bengal', city: 'Kolkata', area: 'Gariahat' },
  { customer: 'Rajesh B.', name: 'Rajesh Bansal', address: '56, Rajpur Road, opposite Astley Hall', phone: '9412112349', post: '248001', province: 'Uttarakhand', city: 'Dehradun', area: 'Rajpur Road' },
  { customer: 'Ishita V.', name: 'Ishita Verma', address: 'C-9, Sector 18', phone: '9810123450', post: '201301', province: 'Uttar Pradesh', city: 'Noida', area: 'Sector 18' },
  { customer: 'Sunita D.', name: 'Sunita Deshmukh', address: '14, West High Court Road', phone: '9823134561', post: '440010', province: 'Maharashtra', city: 'Nagpur', area: 'Dharampeth' },
  { customer: 'Harpreet K.', name: 'Harpreet Kaur', address: '77-B, Ranjit Avenue, C Block', phone: '9815145672', post: '143001', province: 'Punjab', city: 'Amritsar', area: 'Ranjit Avenue' },
  { customer: 'Aditya N.', name: 'Aditya Nair', address: '4th Floor, Skyline Ivy, Kakkanad Road', phone: '9846156783', post: '682030', province: 'Kerala', city: 'Kochi', area: 'Kakkanad' },
  { customer: 'Lakshmi I.', name: 'Lakshmi Iyer', address: '23, Luz Church Road', phone: '9840167894', post: '600004', province: 'Tamil Nadu', city: 'Chennai', area: 'Mylapore' },
  { customer: 'Farah Z.', name: 'Farah Zaidi', address: '5, Road No. 12, near KBR Park', phone: '9849178905', post: '500034', province: 'Telangana', city: 'Hyderabad', area: 'Banjara Hills' },
  { customer: 'Deepak C.', name: 'Deepak Choudhary', address: '8, Ratanada Main Road', phone: '9829189016', post: '342011', province: 'Rajasthan', city: 'Jodhpur', area: 'Ratanada' },
  { customer: 'Swati H.', name: 'Swati Hegde', address: '612, 12th Main, HAL 2nd Stage', phone: '9886190127', post: '560038', province: 'Karnataka', city: 'Bengaluru', area: 'Indiranagar' },
  { customer: 'Ritu L.', name: 'Ritu Lal', address: '31, Swastik Society, CG Road', phone: '9825201238', post: '380009', province: 'Gujarat', city: 'Ahmedabad', area: 'Navrangpura' },
  { customer: 'Manish P.', name: 'Manish Patel', address: 'B-4, Shivalik Bungalows, LP Savani Road', phone: '9824212349', post: '395009', province: 'Gujarat', city: 'Surat', area: 'Adajan' },
  { customer: 'Divya K.', name: 'Divya Krishnan', address: '18, 4th Avenue, Shastri Nagar', phone: '9841223450', post: '600020', province: 'Tamil Nadu', city: 'Chennai', area: 'Adyar' },
  { customer: 'Anjali M.', name: 'Anjali Mishra', address: 'E-5/42, Arera Colony', phone: '9826234561', post: '462016', province: 'Madhya Pradesh', city: 'Bhopal', area: 'Arera Colony' },
  { customer: 'Gaurav T.', name: 'Gaurav Thakur', address: 'House 1120, Sector 46', phone: '9813245672', post: '122003', province: 'Haryana', city: 'Gurugram', area: 'Sector 46' },
  { customer: 'Nandini R.', name: 'Nandini Reddy', address: 'Plot 64, Road No. 36', phone: '9848256783', post: '500033', province: 'Telangana', city: 'Hyderabad', area: 'Jubilee Hills' },
  { customer: 'Shreya B.', name: 'Shreya Banerjee', address: 'CF-181, Sector 1, Salt Lake City', phone: '9831267894', post: '700064', province: 'West Bengal', city: 'Kolkata', area: 'Bidhannagar' },
  { customer: 'Karan V.', name: 'Karan Vohra', address: '2-A, Sarabha Nagar Main Market', phone: '9814278905', post: '141001', province: 'Punjab', city: 'Ludhiana', area: 'Sarabha Nagar' },
  { customer: 'Bhavna S.', name: 'Bhavna Shah', address: '11, Race Course Circle', phone: '9825289016', post: '390007', province: 'Gujarat', city: 'Vadodara', area: 'Alkapuri' },
  { customer: 'Tanvi D.', name: 'Tanvi Desai', address: '402, Silver Oak, Hiranandani Gardens', phone: '9819290127', post: '400076', province: 'Maharashtra', city: 'Mumbai', area: 'Powai' },
  { customer: 'Sanjay R.', name: 'Sanjay Rawat', address: 'G-17, Vijay Nagar Scheme 54', phone: '9827301238', post: '452010', province: 'Madhya Pradesh', city: 'Indore', area: 'Vijay Nagar' },
  { customer: 'Mehak A.', name: 'Mehak Arora', address: 'J-12/5, Rajouri Garden', phone: '9818312349', post: '110027', province: 'Delhi', city: 'New Delhi', area: 'Rajouri Garden' },
  { customer: 'Ramesh G.', name: 'Ramesh Goyal', address: '33, Lanka, near BHU Gate', phone: '9415323450', post: '221005', province: 'Uttar Pradesh', city: 'Varanasi', area: 'Lanka' },
  { customer: 'Asha N.', name: 'Asha Naik', address: 'H. No. 5, 18th June Road', phone: '9822334561', post: '403001', province: 'Goa', city: 'Panaji', area: 'Panaji' },
  { customer: 'Yash J.', name: 'Yash Joshi', address: '27, Hospital Road', phone: '9414345672', post: '313001', province: 'Rajasthan', city: 'Udaipur', area: 'Chetak Circle' },
  { customer: 'Pallavi C.', name: 'Pallavi Chatterjee', address: '19, Park Street, 3rd Floor', phone: '9830356783', post: '700016', province: 'West Bengal', city: 'Kolkata', area: 'Park Street' },
  { customer: 'Nikita P.', name: 'Nikita Pandey', address: 'Flat 5B, Buddha Colony', phone: '9835367894', post: '800001', province: 'Bihar', city: 'Patna', area: 'Buddha Colony' },
  { customer: 'Suresh L.', name: 'Suresh Lingam', address: '88, DB Road, near Thirumalai Nagar', phone: '9843378905', post: '641002', province: 'Tamil Nadu', city: 'Coimbatore', area: 'R. S. Puram' },
  { customer: 'Aarti V.', name: 'Aarti Vyas', address: '6, Malviya Nagar Sector 3', phone: '9828389016', post: '302017', province: 'Rajasthan', city: 'Jaipur', area: 'Malviya Nagar' },
  { customer: 'Mohit S.', name: 'Mohit Saxena', address: '102, Kanchan Towers, Shankar Nagar Main Road', phone: '9826390127', post: '492001', province: 'Chhattisgarh', city: 'Raipur', area: 'Shankar Nagar' },
  { customer: 'Rekha D.', name: 'Rekha Das', address: 'House 9, Zoo Road, RG Baruah Road crossing', phone: '9864401238', post: '781024', province: 'Assam', city: 'Guwahati', area: 'Zoo Road' },
  { customer: 'Sarah W.', name: 'Sarah Williams', address: 'Flat 4, 27 Elgin Crescent', phone: '+44 20 7946 0321', post: 'W11 2JD', province: '', city: 'London', area: 'Notting Hill', country: 'GB' },
  { customer: 'Emily R.', name: 'Emily Rodriguez', address: '245 West 72nd Street, Apt 5C', phone: '+1 212 555 0183', post: '10023', province: 'New York', city: 'New York', area: 'Upper West Side', country: 'US' },
  { customer: 'Aisha M.', name: 'Aisha Mansoor', address: 'Villa 18, Street 12b, Al Wasl Road', phone: '+971 50 123 4567', post: '', province: 'Dubai', city: 'Dubai', area: 'Jumeirah 2', country: 'AE' },
  { customer: 'Daniel K.', name: 'Daniel Kim', address: 'Unit 12, 88 Crown Street', phone: '+61 2 5550 1234', post: '2010', province: 'New South Wales', city: 'Sydney', area: 'Surry Hills', country: 'AU' },
];
