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

/**
 * Latitude and longitude (degrees) of every city in CITIES, for "within N km of {city}" searches. The database keeps a
 * copy (table city_coordinates, filled by a migration) to place each job; cities.test.ts checks the two agree.
 */
export const CITY_COORDINATES: Readonly<Record<City, readonly [number, number]>> = {
  Mumbai: [19.076, 72.8777], Delhi: [28.6139, 77.209], Bengaluru: [12.9716, 77.5946], Hyderabad: [17.385, 78.4867],
  Ahmedabad: [23.0225, 72.5714], Chennai: [13.0827, 80.2707], Kolkata: [22.5726, 88.3639], Pune: [18.5204, 73.8567],
  Jaipur: [26.9124, 75.7873], Surat: [21.1702, 72.8311], Lucknow: [26.8467, 80.9462], Kanpur: [26.4499, 80.3319],
  Nagpur: [21.1458, 79.0882], Indore: [22.7196, 75.8577], Thane: [19.2183, 72.9781], Bhopal: [23.2599, 77.4126],
  Visakhapatnam: [17.6868, 83.2185], Patna: [25.5941, 85.1376], Vadodara: [22.3072, 73.1812], Ghaziabad: [28.6692, 77.4538],
  Ludhiana: [30.901, 75.8573], Agra: [27.1767, 78.0081], Nashik: [19.9975, 73.7898], Faridabad: [28.4089, 77.3178],
  Meerut: [28.9845, 77.7064], Rajkot: [22.3039, 70.8022], Varanasi: [25.3176, 82.9739], Srinagar: [34.0837, 74.7973],
  Aurangabad: [19.8762, 75.3433], Dhanbad: [23.7957, 86.4304], Amritsar: [31.634, 74.8723], "Navi Mumbai": [19.033, 73.0297],
  Prayagraj: [25.4358, 81.8463], Ranchi: [23.3441, 85.3096], Howrah: [22.5958, 88.2636], Coimbatore: [11.0168, 76.9558],
  Jabalpur: [23.1815, 79.9864], Gwalior: [26.2183, 78.1828], Vijayawada: [16.5062, 80.648], Jodhpur: [26.2389, 73.0243],
  Madurai: [9.9252, 78.1198], Raipur: [21.2514, 81.6296], Kota: [25.2138, 75.8648], Guwahati: [26.1445, 91.7362],
  Chandigarh: [30.7333, 76.7794], Solapur: [17.6599, 75.9064], Hubballi: [15.3647, 75.124], Tiruchirappalli: [10.7905, 78.7047],
  Bareilly: [28.367, 79.4304], Mysuru: [12.2958, 76.6394], Tiruppur: [11.1085, 77.3411], Gurugram: [28.4595, 77.0266],
  Aligarh: [27.8974, 78.088], Jalandhar: [31.326, 75.5762], Bhubaneswar: [20.2961, 85.8245], Salem: [11.6643, 78.146],
  Warangal: [17.9689, 79.5941], Thiruvananthapuram: [8.5241, 76.9366], Guntur: [16.3067, 80.4365], Bhiwandi: [19.2813, 73.0483],
  Saharanpur: [29.968, 77.5552], Gorakhpur: [26.7606, 83.3732], Bikaner: [28.0229, 73.3119], Amravati: [20.9374, 77.7796],
  Noida: [28.5355, 77.391], Jamshedpur: [22.8046, 86.2029], Bhilai: [21.1938, 81.3509], Cuttack: [20.4625, 85.883],
  Firozabad: [27.1592, 78.3957], Kochi: [9.9312, 76.2673], Nellore: [14.4426, 79.9865], Bhavnagar: [21.7645, 72.1519],
  Dehradun: [30.3165, 78.0322], Durgapur: [23.5204, 87.3119], Asansol: [23.6739, 86.9524], Rourkela: [22.2604, 84.8536],
  Nanded: [19.1383, 77.321], Kolhapur: [16.705, 74.2433], Ajmer: [26.4499, 74.6399], Kalaburagi: [17.3297, 76.8343],
  Jamnagar: [22.4707, 70.0577], Ujjain: [23.1765, 75.7885], Siliguri: [26.7271, 88.3953], Jhansi: [25.4484, 78.5685],
  Jammu: [32.7266, 74.857], Mangaluru: [12.9141, 74.856], Erode: [11.341, 77.7172], Belagavi: [15.8497, 74.4977],
  Tirunelveli: [8.7139, 77.7567], Gaya: [24.7914, 85.0002], Udaipur: [24.5854, 73.7125], Kozhikode: [11.2588, 75.7804],
  Thrissur: [10.5276, 76.2144], Kurnool: [15.8281, 78.0373], Rajahmundry: [17.0005, 81.804], Tirupati: [13.6288, 79.4192],
  Bokaro: [23.6693, 86.1511], Bellary: [15.1394, 76.9214], Patiala: [30.3398, 76.3869], Agartala: [23.8315, 91.2868],
  Bhagalpur: [25.2425, 86.9842], Muzaffarpur: [26.1209, 85.3647], Latur: [18.4088, 76.5604], Dhule: [20.9042, 74.7749],
  Rohtak: [28.8955, 76.6066], Korba: [22.3595, 82.7501], Bhilwara: [25.3407, 74.6313], Brahmapur: [19.315, 84.7941],
  Muzaffarnagar: [29.4727, 77.7085], Ahmednagar: [19.0948, 74.748], Mathura: [27.4924, 77.6737], Kollam: [8.8932, 76.6141],
  Bilaspur: [22.0797, 82.1409], Shimla: [31.1048, 77.1734], Puducherry: [11.9416, 79.8083], Panaji: [15.4909, 73.8278],
  Gangtok: [27.3389, 88.6065], Shillong: [25.5788, 91.8933], Imphal: [24.817, 93.9368], Aizawl: [23.7271, 92.7176],
  Kohima: [25.6751, 94.1086], Itanagar: [27.0844, 93.6053], Haridwar: [29.9457, 78.1642], Rishikesh: [30.0869, 78.2676],
  Karimnagar: [18.4386, 79.1288], Vellore: [12.9165, 79.1325], Thanjavur: [10.787, 79.1378], Manipal: [13.3525, 74.7928],
  Hosur: [12.7409, 77.8253], Anand: [22.5645, 72.9289], Karnal: [29.6857, 76.9905], Panipat: [29.3909, 76.9635],
  Sonipat: [28.9931, 77.0151], Alwar: [27.553, 76.6346],
};

/** Great-circle distance in km between two points (degrees), the formula the database uses too. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
