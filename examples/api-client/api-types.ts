// The DocHire API v1's types, generated from its OpenAPI document (/api/v1/openapi.json) by
// scripts/api-client-types.ts. Do not edit: run `npm run api:types` after changing the API's schemas.

export type JobWrite = {
  title: string;
  company: string;
  location: "Mumbai" | "Delhi" | "Bengaluru" | "Hyderabad" | "Ahmedabad" | "Chennai" | "Kolkata" | "Pune" | "Jaipur" | "Surat" | "Lucknow" | "Kanpur" | "Nagpur" | "Indore" | "Thane" | "Bhopal" | "Visakhapatnam" | "Patna" | "Vadodara" | "Ghaziabad" | "Ludhiana" | "Agra" | "Nashik" | "Faridabad" | "Meerut" | "Rajkot" | "Varanasi" | "Srinagar" | "Aurangabad" | "Dhanbad" | "Amritsar" | "Navi Mumbai" | "Prayagraj" | "Ranchi" | "Howrah" | "Coimbatore" | "Jabalpur" | "Gwalior" | "Vijayawada" | "Jodhpur" | "Madurai" | "Raipur" | "Kota" | "Guwahati" | "Chandigarh" | "Solapur" | "Hubballi" | "Tiruchirappalli" | "Bareilly" | "Mysuru" | "Tiruppur" | "Gurugram" | "Aligarh" | "Jalandhar" | "Bhubaneswar" | "Salem" | "Warangal" | "Thiruvananthapuram" | "Guntur" | "Bhiwandi" | "Saharanpur" | "Gorakhpur" | "Bikaner" | "Amravati" | "Noida" | "Jamshedpur" | "Bhilai" | "Cuttack" | "Firozabad" | "Kochi" | "Nellore" | "Bhavnagar" | "Dehradun" | "Durgapur" | "Asansol" | "Rourkela" | "Nanded" | "Kolhapur" | "Ajmer" | "Kalaburagi" | "Jamnagar" | "Ujjain" | "Siliguri" | "Jhansi" | "Jammu" | "Mangaluru" | "Erode" | "Belagavi" | "Tirunelveli" | "Gaya" | "Udaipur" | "Kozhikode" | "Thrissur" | "Kurnool" | "Rajahmundry" | "Tirupati" | "Bokaro" | "Bellary" | "Patiala" | "Agartala" | "Bhagalpur" | "Muzaffarpur" | "Latur" | "Dhule" | "Rohtak" | "Korba" | "Bhilwara" | "Brahmapur" | "Muzaffarnagar" | "Ahmednagar" | "Mathura" | "Kollam" | "Bilaspur" | "Shimla" | "Puducherry" | "Panaji" | "Gangtok" | "Shillong" | "Imphal" | "Aizawl" | "Kohima" | "Itanagar" | "Haridwar" | "Rishikesh" | "Karimnagar" | "Vellore" | "Thanjavur" | "Manipal" | "Hosur" | "Anand" | "Karnal" | "Panipat" | "Sonipat" | "Alwar";
  type: "Full-time" | "Part-time" | "Contract" | "Locum" | "Internship";
  specialty: "Allergist" | "Anesthesiology" | "Cardiology" | "Dermatology" | "Dentist" | "Emergency Medicine" | "Endocrinology" | "ENT (Otolaryngology)" | "Family Medicine" | "Gastroenterology" | "General Practice" | "General Surgery" | "Gynecology (Obstetrics & Gynecology)" | "Hematology" | "Immunology" | "Infectious Disease" | "Internal Medicine" | "Nephrology" | "Neurology" | "Oncology" | "Ophthalmology" | "Orthopedics" | "Pathology" | "Pediatrics" | "Physical Medicine & Rehabilitation" | "Plastic Surgery" | "Psychiatry" | "Pulmonology" | "Radiology" | "Rheumatology" | "Urology" | "Other";
  salaryMin?: string;
  salaryMax?: string;
  salaryUnit?: "month" | "year";
  salary?: string;
  experienceMin?: string;
  experienceMax?: string;
  description: string;
  validThrough?: string;
  featured?: string;
};

export type JobPatch = {
  title?: string | null;
  company?: string | null;
  location?: ("Mumbai" | "Delhi" | "Bengaluru" | "Hyderabad" | "Ahmedabad" | "Chennai" | "Kolkata" | "Pune" | "Jaipur" | "Surat" | "Lucknow" | "Kanpur" | "Nagpur" | "Indore" | "Thane" | "Bhopal" | "Visakhapatnam" | "Patna" | "Vadodara" | "Ghaziabad" | "Ludhiana" | "Agra" | "Nashik" | "Faridabad" | "Meerut" | "Rajkot" | "Varanasi" | "Srinagar" | "Aurangabad" | "Dhanbad" | "Amritsar" | "Navi Mumbai" | "Prayagraj" | "Ranchi" | "Howrah" | "Coimbatore" | "Jabalpur" | "Gwalior" | "Vijayawada" | "Jodhpur" | "Madurai" | "Raipur" | "Kota" | "Guwahati" | "Chandigarh" | "Solapur" | "Hubballi" | "Tiruchirappalli" | "Bareilly" | "Mysuru" | "Tiruppur" | "Gurugram" | "Aligarh" | "Jalandhar" | "Bhubaneswar" | "Salem" | "Warangal" | "Thiruvananthapuram" | "Guntur" | "Bhiwandi" | "Saharanpur" | "Gorakhpur" | "Bikaner" | "Amravati" | "Noida" | "Jamshedpur" | "Bhilai" | "Cuttack" | "Firozabad" | "Kochi" | "Nellore" | "Bhavnagar" | "Dehradun" | "Durgapur" | "Asansol" | "Rourkela" | "Nanded" | "Kolhapur" | "Ajmer" | "Kalaburagi" | "Jamnagar" | "Ujjain" | "Siliguri" | "Jhansi" | "Jammu" | "Mangaluru" | "Erode" | "Belagavi" | "Tirunelveli" | "Gaya" | "Udaipur" | "Kozhikode" | "Thrissur" | "Kurnool" | "Rajahmundry" | "Tirupati" | "Bokaro" | "Bellary" | "Patiala" | "Agartala" | "Bhagalpur" | "Muzaffarpur" | "Latur" | "Dhule" | "Rohtak" | "Korba" | "Bhilwara" | "Brahmapur" | "Muzaffarnagar" | "Ahmednagar" | "Mathura" | "Kollam" | "Bilaspur" | "Shimla" | "Puducherry" | "Panaji" | "Gangtok" | "Shillong" | "Imphal" | "Aizawl" | "Kohima" | "Itanagar" | "Haridwar" | "Rishikesh" | "Karimnagar" | "Vellore" | "Thanjavur" | "Manipal" | "Hosur" | "Anand" | "Karnal" | "Panipat" | "Sonipat" | "Alwar") | null;
  type?: ("Full-time" | "Part-time" | "Contract" | "Locum" | "Internship") | null;
  specialty?: ("Allergist" | "Anesthesiology" | "Cardiology" | "Dermatology" | "Dentist" | "Emergency Medicine" | "Endocrinology" | "ENT (Otolaryngology)" | "Family Medicine" | "Gastroenterology" | "General Practice" | "General Surgery" | "Gynecology (Obstetrics & Gynecology)" | "Hematology" | "Immunology" | "Infectious Disease" | "Internal Medicine" | "Nephrology" | "Neurology" | "Oncology" | "Ophthalmology" | "Orthopedics" | "Pathology" | "Pediatrics" | "Physical Medicine & Rehabilitation" | "Plastic Surgery" | "Psychiatry" | "Pulmonology" | "Radiology" | "Rheumatology" | "Urology" | "Other") | null;
  salaryMin?: string | null;
  salaryMax?: string | null;
  salaryUnit?: ("month" | "year") | null;
  salary?: string | null;
  experienceMin?: string | null;
  experienceMax?: string | null;
  description?: string | null;
  validThrough?: string | null;
  featured?: string | null;
};

export type ApplicationMove = {
  /** A stage of the application's job (not Withdrawn, which only the doctor chooses). */
  stage_id: number;
  /** Needed when moving to the rejected stage: one of the dashboard's reasons. */
  reason?: "Qualifications do not match the role" | "Not enough experience" | "Registration or documents incomplete" | "Location or availability does not fit" | "Position filled by another candidate" | "Other";
  /** With a rejection: send the doctor the rejection e-mail (default false). */
  mail_doctor?: boolean;
};

export type ApplicationNoteWrite = {
  /** The note, plain text, at most 2000 characters. "@Full Name" of a colleague mentions them. */
  body: string;
  /** User ids of colleagues to tell (from GET /organisation/members), besides any named with @ in the body. Each must be able to see the application. */
  mentions?: string[];
};

export type JobList = {
  data: JobSummary[];
  total: {
    value: number;
    /** false: at least this many (counting stopped). */
    exact: boolean;
  };
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

export type JobSummary = {
  id: number;
  url: string;
  title: string;
  company: string;
  location: string;
  type: string;
  /** As the result card shows it. */
  salary: string;
  featured: boolean;
  posted_at: string;
  snippet: string;
  /** The employer is verified (true), waits for verification (false), or has left (null). */
  employer_verified: boolean | null;
};

export type Problem = {
  /** A URI naming the kind of problem; about:blank for a plain HTTP status. */
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  /** For invalid requests: each parameter and what is wrong with it. */
  errors?: {
    name: string;
    reason: string;
  }[];
};

export type Job = {
  id: number;
  url: string;
  title: string;
  company: string;
  location: string;
  type: string;
  specialty: string | null;
  description: string | null;
  salary: Salary;
  experience: {
    min: number | null;
    max: number | null;
  };
  featured: boolean;
  status: "open" | "closed";
  posted_at: string;
  valid_through: string | null;
  closed_at: string | null;
  employer_verified: boolean | null;
};

export type Salary = {
  /** As the job page shows it, e.g. "₹1,50,000 - ₹2,00,000 per month" or "Not Disclosed". */
  text: string;
  min: number | null;
  max: number | null;
  unit: ("month" | "year") | null;
};

export type ApplicationList = {
  data: Application[];
  /** The job's pipeline in order: the stages `stage` filters by and applications move to. */
  stages: Stage[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

export type Application = {
  id: number;
  job_id: number;
  stage: Stage;
  /** The applicant as the job's pipeline shows them (no e-mail or phone: those stay in DocHire's messages). */
  doctor: {
    id: string;
    name: string;
    specialization: string | null;
    location: string | null;
  };
  cover_note: string | null;
  /** true: POST /applications/{id}/resume-link gives a link to the doctor's resume. */
  has_resume: boolean;
  applied_at: string;
  updated_at: string;
  withdrawn_at: string | null;
};

export type Stage = {
  id: number;
  name: string;
  /** active: a step of the pipeline; hired, rejected, withdrawn: the exits, which end an application. */
  kind: "active" | "hired" | "rejected" | "withdrawn";
};

export type ApplicationNote = {
  id: number;
  application_id: number;
  body: string;
  /** The user id of the key's member, who wrote the note. */
  author_id: string;
  /** User ids of the colleagues told of the note (a bell notification and an e-mail each). */
  mentioned: string[];
  created_at: string;
};

export type ResumeLink = {
  /** Serves the resume (PDF) without a key until `expires_at`; each fetch is counted as a view of the resume. */
  url: string;
  expires_at: string;
};

export type OrganisationJobList = {
  data: Job[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

export type MemberList = {
  data: Member[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

export type Member = {
  user_id: string;
  name: string;
  email: string;
  role: OrganisationRole;
  joined_at: string;
  /** The jobs whose team the member is on (hiring managers and interviewers work only on these). */
  job_ids: number[];
};

export type OrganisationRole = "owner" | "admin" | "recruiter" | "hiring_manager" | "interviewer";

/** Each operation by its operationId: method, path, parameters, body and the answer of each status. */
export interface Operations {
  /** Search open jobs */
  listJobs: {
    method: "GET";
    path: "/jobs";
    pathParams: Record<string, never>;
    query: {
      /** Words to look for, as typed in the search box of /jobs (synonyms and close spellings included). */
      keyword?: string;
      /** A city or area; with `radius`, one of the listed cities. */
      location?: string;
      /** Any of these specialties. */
      specialty?: ("Allergist" | "Anesthesiology" | "Cardiology" | "Dermatology" | "Dentist" | "Emergency Medicine" | "Endocrinology" | "ENT (Otolaryngology)" | "Family Medicine" | "Gastroenterology" | "General Practice" | "General Surgery" | "Gynecology (Obstetrics & Gynecology)" | "Hematology" | "Immunology" | "Infectious Disease" | "Internal Medicine" | "Nephrology" | "Neurology" | "Oncology" | "Ophthalmology" | "Orthopedics" | "Pathology" | "Pediatrics" | "Physical Medicine & Rehabilitation" | "Plastic Surgery" | "Psychiatry" | "Pulmonology" | "Radiology" | "Rheumatology" | "Urology" | "Other")[];
      /** Any of these job types. */
      type?: ("Full-time" | "Part-time" | "Contract" | "Locum" | "Internship")[];
      /** Any of these cities. */
      city?: ("Mumbai" | "Delhi" | "Bengaluru" | "Hyderabad" | "Ahmedabad" | "Chennai" | "Kolkata" | "Pune" | "Jaipur" | "Surat" | "Lucknow" | "Kanpur" | "Nagpur" | "Indore" | "Thane" | "Bhopal" | "Visakhapatnam" | "Patna" | "Vadodara" | "Ghaziabad" | "Ludhiana" | "Agra" | "Nashik" | "Faridabad" | "Meerut" | "Rajkot" | "Varanasi" | "Srinagar" | "Aurangabad" | "Dhanbad" | "Amritsar" | "Navi Mumbai" | "Prayagraj" | "Ranchi" | "Howrah" | "Coimbatore" | "Jabalpur" | "Gwalior" | "Vijayawada" | "Jodhpur" | "Madurai" | "Raipur" | "Kota" | "Guwahati" | "Chandigarh" | "Solapur" | "Hubballi" | "Tiruchirappalli" | "Bareilly" | "Mysuru" | "Tiruppur" | "Gurugram" | "Aligarh" | "Jalandhar" | "Bhubaneswar" | "Salem" | "Warangal" | "Thiruvananthapuram" | "Guntur" | "Bhiwandi" | "Saharanpur" | "Gorakhpur" | "Bikaner" | "Amravati" | "Noida" | "Jamshedpur" | "Bhilai" | "Cuttack" | "Firozabad" | "Kochi" | "Nellore" | "Bhavnagar" | "Dehradun" | "Durgapur" | "Asansol" | "Rourkela" | "Nanded" | "Kolhapur" | "Ajmer" | "Kalaburagi" | "Jamnagar" | "Ujjain" | "Siliguri" | "Jhansi" | "Jammu" | "Mangaluru" | "Erode" | "Belagavi" | "Tirunelveli" | "Gaya" | "Udaipur" | "Kozhikode" | "Thrissur" | "Kurnool" | "Rajahmundry" | "Tirupati" | "Bokaro" | "Bellary" | "Patiala" | "Agartala" | "Bhagalpur" | "Muzaffarpur" | "Latur" | "Dhule" | "Rohtak" | "Korba" | "Bhilwara" | "Brahmapur" | "Muzaffarnagar" | "Ahmednagar" | "Mathura" | "Kollam" | "Bilaspur" | "Shimla" | "Puducherry" | "Panaji" | "Gangtok" | "Shillong" | "Imphal" | "Aizawl" | "Kohima" | "Itanagar" | "Haridwar" | "Rishikesh" | "Karimnagar" | "Vellore" | "Thanjavur" | "Manipal" | "Hosur" | "Anand" | "Karnal" | "Panipat" | "Sonipat" | "Alwar")[];
      /** relevance (default), newest or salary. */
      sort?: "relevance" | "newest" | "salary";
      /** Salary at least this many lakh rupees a year. */
      salary?: number;
      /** Salary at least this many rupees a month. */
      monthly?: number;
      /** The doctor's years of experience: jobs whose required range includes them. */
      experience?: number;
      /** Posted within this many days. */
      posted?: "1" | "7" | "30";
      /** With `location` naming a listed city: jobs within this many km. */
      radius?: number;
      /** 1: only what was typed, no close spellings. */
      exact?: "1";
      /** The `next_cursor` of the previous page. */
      cursor?: string;
    };
    body: never;
    responses: {
      200: JobList;
      400: Problem;
      401: Problem;
      429: Problem;
    };
  };
  /** Post a job */
  createJob: {
    method: "POST";
    path: "/jobs";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    body: JobWrite;
    responses: {
      201: Job;
      400: Problem;
      401: Problem;
      403: Problem;
      429: Problem;
    };
  };
  /** Get a job */
  getJob: {
    method: "GET";
    path: "/jobs/{id}";
    pathParams: {
      /** The job's id (as in its page's address, /jobs/{id}). */
      id: number;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: Job;
      400: Problem;
      401: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Edit a job */
  updateJob: {
    method: "PATCH";
    path: "/jobs/{id}";
    pathParams: {
      /** The job's id (as in its page's address, /jobs/{id}). */
      id: number;
    };
    query: Record<string, never>;
    body: JobPatch;
    responses: {
      200: Job;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Close a job */
  closeJob: {
    method: "POST";
    path: "/jobs/{id}/close";
    pathParams: {
      /** The job's id (as in its page's address, /jobs/{id}). */
      id: number;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: Job;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Reopen a job */
  reopenJob: {
    method: "POST";
    path: "/jobs/{id}/reopen";
    pathParams: {
      /** The job's id (as in its page's address, /jobs/{id}). */
      id: number;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: Job;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      409: Problem;
      429: Problem;
    };
  };
  /** List a job's applications */
  listApplications: {
    method: "GET";
    path: "/jobs/{id}/applications";
    pathParams: {
      /** The job's id (as in its page's address, /jobs/{id}). */
      id: number;
    };
    query: {
      /** Only the applications standing in this stage of the job (a stage id from `stages`). */
      stage?: number;
      /** Applications per page, 1–100 (default 50). Newest first. */
      limit?: number;
      /** The `next_cursor` of the previous page. */
      cursor?: string;
    };
    body: never;
    responses: {
      200: ApplicationList;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Get an application */
  getApplication: {
    method: "GET";
    path: "/applications/{id}";
    pathParams: {
      /** The application's id. */
      id: number;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: Application;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Move an application to another stage */
  moveApplication: {
    method: "POST";
    path: "/applications/{id}/move";
    pathParams: {
      /** The application's id. */
      id: number;
    };
    query: Record<string, never>;
    body: ApplicationMove;
    responses: {
      200: Application;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      409: Problem;
      429: Problem;
    };
  };
  /** Add a note on the candidate */
  addApplicationNote: {
    method: "POST";
    path: "/applications/{id}/notes";
    pathParams: {
      /** The application's id. */
      id: number;
    };
    query: Record<string, never>;
    body: ApplicationNoteWrite;
    responses: {
      201: ApplicationNote;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Get a link to the applicant's resume */
  createResumeLink: {
    method: "POST";
    path: "/applications/{id}/resume-link";
    pathParams: {
      /** The application's id. */
      id: number;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: ResumeLink;
      400: Problem;
      401: Problem;
      403: Problem;
      404: Problem;
      429: Problem;
    };
  };
  /** Fetch a resume through its link */
  getResume: {
    method: "GET";
    path: "/resume-links/{token}";
    pathParams: {
      /** The link's signed token, as given. */
      token: string;
    };
    query: Record<string, never>;
    body: never;
    responses: {
      200: ArrayBuffer;
      403: Problem;
      410: Problem;
      429: Problem;
    };
  };
  /** List the organisation's own jobs */
  listOrganisationJobs: {
    method: "GET";
    path: "/organisation/jobs";
    pathParams: Record<string, never>;
    query: {
      /** open (default): taking applications; closed: closed or past their closing date; all. */
      status?: "open" | "closed" | "all";
      /** Jobs per page, 1–100 (default 50). Newest first. */
      limit?: number;
      /** The `next_cursor` of the previous page. */
      cursor?: string;
    };
    body: never;
    responses: {
      200: OrganisationJobList;
      400: Problem;
      401: Problem;
      429: Problem;
    };
  };
  /** List the organisation's members */
  listMembers: {
    method: "GET";
    path: "/organisation/members";
    pathParams: Record<string, never>;
    query: {
      /** Members per page, 1–100 (default 50). */
      limit?: number;
      /** The `next_cursor` of the previous page. */
      cursor?: string;
    };
    body: never;
    responses: {
      200: MemberList;
      400: Problem;
      401: Problem;
      429: Problem;
    };
  };
}
