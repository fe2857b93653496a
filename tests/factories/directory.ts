// A directory card's doctor as the directory's loader hands it to the page (unit tests of the cards and the view).
import type { DirectoryDoctor } from "~/features/directory/search-doctors.server";

export function directoryDoctor(over: Partial<DirectoryDoctor> = {}): DirectoryDoctor {
  return {
    id: "p1",
    name: "Dr. Asha Iyer",
    specialization: "Radiology",
    location: "Chennai",
    bio: null,
    skills: [],
    experienceYears: 4,
    availability: null,
    avatarUrl: null,
    hasResume: false,
    resumeNotShared: false,
    verified: false,
    qualifications: [],
    ...over,
  };
}
