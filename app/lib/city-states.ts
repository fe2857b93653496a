// The state (or union territory) of every city the product knows (lib/cities.ts), for the job feeds' <state> and
// JobPosting's addressRegion. Client-safe; one entry per city, enforced by the type.
import type { City } from "./cities";

export const INDIAN_STATES = [
  "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chhattisgarh", "Goa", "Gujarat", "Haryana",
  "Himachal Pradesh", "Jharkhand", "Karnataka", "Kerala", "Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya",
  "Mizoram", "Nagaland", "Odisha", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura",
  "Uttar Pradesh", "Uttarakhand", "West Bengal",
  // Union territories
  "Andaman and Nicobar Islands", "Chandigarh", "Dadra and Nagar Haveli and Daman and Diu", "Delhi",
  "Jammu and Kashmir", "Ladakh", "Lakshadweep", "Puducherry",
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

export const CITY_STATES: Readonly<Record<City, IndianState>> = {
  Mumbai: "Maharashtra", Delhi: "Delhi", Bengaluru: "Karnataka", Hyderabad: "Telangana", Ahmedabad: "Gujarat",
  Chennai: "Tamil Nadu", Kolkata: "West Bengal", Pune: "Maharashtra", Jaipur: "Rajasthan", Surat: "Gujarat",
  Lucknow: "Uttar Pradesh", Kanpur: "Uttar Pradesh", Nagpur: "Maharashtra", Indore: "Madhya Pradesh",
  Thane: "Maharashtra", Bhopal: "Madhya Pradesh", Visakhapatnam: "Andhra Pradesh", Patna: "Bihar",
  Vadodara: "Gujarat", Ghaziabad: "Uttar Pradesh", Ludhiana: "Punjab", Agra: "Uttar Pradesh", Nashik: "Maharashtra",
  Faridabad: "Haryana", Meerut: "Uttar Pradesh", Rajkot: "Gujarat", Varanasi: "Uttar Pradesh",
  Srinagar: "Jammu and Kashmir", Aurangabad: "Maharashtra", Dhanbad: "Jharkhand", Amritsar: "Punjab",
  "Navi Mumbai": "Maharashtra", Prayagraj: "Uttar Pradesh", Ranchi: "Jharkhand", Howrah: "West Bengal",
  Coimbatore: "Tamil Nadu", Jabalpur: "Madhya Pradesh", Gwalior: "Madhya Pradesh", Vijayawada: "Andhra Pradesh",
  Jodhpur: "Rajasthan", Madurai: "Tamil Nadu", Raipur: "Chhattisgarh", Kota: "Rajasthan", Guwahati: "Assam",
  Chandigarh: "Chandigarh", Solapur: "Maharashtra", Hubballi: "Karnataka", Tiruchirappalli: "Tamil Nadu",
  Bareilly: "Uttar Pradesh", Mysuru: "Karnataka", Tiruppur: "Tamil Nadu", Gurugram: "Haryana", Aligarh: "Uttar Pradesh",
  Jalandhar: "Punjab", Bhubaneswar: "Odisha", Salem: "Tamil Nadu", Warangal: "Telangana",
  Thiruvananthapuram: "Kerala", Guntur: "Andhra Pradesh", Bhiwandi: "Maharashtra", Saharanpur: "Uttar Pradesh",
  Gorakhpur: "Uttar Pradesh", Bikaner: "Rajasthan", Amravati: "Maharashtra", Noida: "Uttar Pradesh",
  Jamshedpur: "Jharkhand", Bhilai: "Chhattisgarh", Cuttack: "Odisha", Firozabad: "Uttar Pradesh", Kochi: "Kerala",
  Nellore: "Andhra Pradesh", Bhavnagar: "Gujarat", Dehradun: "Uttarakhand", Durgapur: "West Bengal",
  Asansol: "West Bengal", Rourkela: "Odisha", Nanded: "Maharashtra", Kolhapur: "Maharashtra", Ajmer: "Rajasthan",
  Kalaburagi: "Karnataka", Jamnagar: "Gujarat", Ujjain: "Madhya Pradesh", Siliguri: "West Bengal",
  Jhansi: "Uttar Pradesh", Jammu: "Jammu and Kashmir", Mangaluru: "Karnataka", Erode: "Tamil Nadu",
  Belagavi: "Karnataka", Tirunelveli: "Tamil Nadu", Gaya: "Bihar", Udaipur: "Rajasthan", Kozhikode: "Kerala",
  Thrissur: "Kerala", Kurnool: "Andhra Pradesh", Rajahmundry: "Andhra Pradesh", Tirupati: "Andhra Pradesh",
  Bokaro: "Jharkhand", Bellary: "Karnataka", Patiala: "Punjab", Agartala: "Tripura", Bhagalpur: "Bihar",
  Muzaffarpur: "Bihar", Latur: "Maharashtra", Dhule: "Maharashtra", Rohtak: "Haryana", Korba: "Chhattisgarh",
  Bhilwara: "Rajasthan", Brahmapur: "Odisha", Muzaffarnagar: "Uttar Pradesh", Ahmednagar: "Maharashtra",
  Mathura: "Uttar Pradesh", Kollam: "Kerala", Bilaspur: "Chhattisgarh", Shimla: "Himachal Pradesh",
  Puducherry: "Puducherry", Panaji: "Goa", Gangtok: "Sikkim", Shillong: "Meghalaya", Imphal: "Manipur",
  Aizawl: "Mizoram", Kohima: "Nagaland", Itanagar: "Arunachal Pradesh", Haridwar: "Uttarakhand",
  Rishikesh: "Uttarakhand", Karimnagar: "Telangana", Vellore: "Tamil Nadu", Thanjavur: "Tamil Nadu",
  Manipal: "Karnataka", Hosur: "Tamil Nadu", Anand: "Gujarat", Karnal: "Haryana", Panipat: "Haryana",
  Sonipat: "Haryana", Alwar: "Rajasthan",
};

/** The state of a city of the list (a job's placed city), or null for anything else. */
export function stateOfCity(city: string | null | undefined): IndianState | null {
  if (!city || !Object.hasOwn(CITY_STATES, city)) return null;
  return CITY_STATES[city as City];
}
