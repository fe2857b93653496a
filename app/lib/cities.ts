// The shared list of Indian cities used by the jobs search, job posting and the doctor directory.
export const CITIES = [
  "Mumbai", "Delhi", "Bengaluru", "Hyderabad", "Ahmedabad", "Chennai", "Kolkata", "Pune", "Jaipur", "Surat",
  "Lucknow", "Kanpur", "Nagpur", "Indore", "Thane", "Bhopal", "Visakhapatnam", "Patna", "Vadodara", "Ghaziabad",
  "Ludhiana", "Agra", "Nashik", "Faridabad", "Meerut", "Rajkot", "Varanasi", "Srinagar", "Aurangabad", "Dhanbad",
  "Amritsar", "Navi Mumbai", "Prayagraj", "Ranchi", "Howrah", "Coimbatore", "Jabalpur", "Gwalior", "Vijayawada",
  "Jodhpur", "Madurai", "Raipur", "Kota", "Guwahati", "Chandigarh", "Solapur", "Hubballi", "Tiruchirappalli",
  "Bareilly", "Mysuru", "Tiruppur", "Gurugram", "Aligarh", "Jalandhar", "Bhubaneswar", "Salem", "Warangal",
  "Thiruvananthapuram", "Guntur", "Bhiwandi", "Saharanpur", "Gorakhpur", "Bikaner", "Amravati", "Noida",
  "Jamshedpur", "Bhilai", "Cuttack", "Firozabad", "Kochi", "Nellore", "Bhavnagar", "Dehradun", "Durgapur",
  "Asansol", "Rourkela", "Nanded", "Kolhapur", "Ajmer", "Kalaburagi", "Jamnagar", "Ujjain", "Siliguri", "Jhansi",
  "Jammu", "Mangaluru", "Erode", "Belagavi", "Tirunelveli", "Gaya", "Udaipur", "Kozhikode", "Thrissur",
  "Kurnool", "Rajahmundry", "Tirupati", "Bokaro", "Bellary", "Patiala", "Agartala", "Bhagalpur", "Muzaffarpur",
  "Latur", "Dhule", "Rohtak", "Korba", "Bhilwara", "Brahmapur", "Muzaffarnagar", "Ahmednagar", "Mathura",
  "Kollam", "Bilaspur", "Shimla", "Puducherry", "Panaji", "Gangtok", "Shillong", "Imphal", "Aizawl", "Kohima",
  "Itanagar", "Haridwar", "Rishikesh", "Karimnagar", "Vellore", "Thanjavur", "Manipal", "Hosur", "Anand",
  "Karnal", "Panipat", "Sonipat", "Alwar",
] as const;

export type City = (typeof CITIES)[number];

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}
