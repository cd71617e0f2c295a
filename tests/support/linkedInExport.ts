/**
 * A made-up member's export, built from LinkedIn's documented column headers (no real person's
 * data), with what real exports do: a byte-order mark, quoted multi-line fields, commas and
 * quotes inside fields, French month names, year-only dates, an empty file.
 */
export const LINKEDIN_EXPORT: Record<string, string> = {
  "Profile.csv":
    "\uFEFFFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n" +
    'Ada,Example,,,,"Analyst, engines & notes","I write notes.\nMany, ""quoted"" notes.",Computing,,"London, United Kingdom",[adaexample],"[PERSONAL:https://ada.example,PORTFOLIO:https://notes.example/ada]",\n',
  "Positions.csv":
    "Company Name,Title,Description,Location,Started On,Finished On\n" +
    'Engine Co,Lead analyst,"Designed the notes.\n- Note G",London,janv. 2019,\n' +
    "Letters Ltd,Writer,,,2015,Mar 2018\n",
  "Education.csv": "School Name,Start Date,End Date,Notes,Degree Name,Activities\nHome tutoring,2010,2014,,BSc Mathematics,Chess club\n",
  "Skills.csv": "Name\nMaths\nPoetry\n\n",
  "Projects.csv":
    "Title,Description,Url,Started On,Finished On\nNote G,Bernoulli numbers,https://notes.example/g,Feb 2020,Apr 2020\nBad link,,javascript:alert(1),,\n",
  "Certifications.csv": "Name,Url,Authority,Started On,Finished On,License Number\nEngine Operator,https://cert.example/1,Royal Society,Jun 2021,,42\n",
  "Languages.csv": "Name,Proficiency\nEnglish,Native or bilingual proficiency\nFrench,Professional working proficiency\n",
  "Honors.csv": "Title,Description,Issued On\nRoyal Medal,For the notes,Nov 2022\n",
  "Volunteering.csv": "Company Name,Role,Cause,Started On,Finished On,Description\nCode Club,Teacher,Education,Sep 2017,Jun 2019,Taught loops\n",
  "Email Addresses.csv": "Email Address,Confirmed,Primary,Updated On\nold@example.com,Yes,No,\nada@example.com,Yes,Yes,\n",
  "PhoneNumbers.csv": "Extension,Number,Type\n,+44 20 7946 0000,Mobile\n",
  "Connections.csv": "",
};
