/**
 * What each field's documents talk about: papers, venues, prizes, societies, outlets, the work
 * others adopted, juries, and (for the arts) works, shows and sales. Organisations are made up
 * but shaped like real ones, so a reader recognises the genre without a real name being misused.
 */
export type Paper = { title: string; venue: string; year: number; volume?: string; pages?: string };
export type Prize = { name: string; body: string; reason: string; cash?: number };
export type Field = {
  key: string;
  discipline: string;
  papers: Paper[];
  journal: string;
  editor: string;
  conference: string;
  prizes: Prize[];
  society: { name: string; grade: string; rule: string; share: string };
  outlets: { name: string; kind: 'newspaper' | 'magazine' | 'trade' | 'broadcast'; city: string }[];
  work: { name: string; what: string; reach: string; adopter: string; adopterRole: string };
  jury: { event: string; body: string; prize: string; entries: number };
  /** Arts only: works, venues and figures. */
  arts?: { works: string[]; venues: string[]; label: string };
};

const f = (x: Field): Field => x;

export const FIELDS = {
  ml: f({
    key: 'ml', discipline: 'machine learning',
    papers: [
      { title: 'Sparse Mixture Routing for Long-Context Language Models', venue: 'Advances in Neural Information Processing Systems (NeurIPS)', year: 2022, volume: '35', pages: '14211-14225' },
      { title: 'Calibrated Retrieval for Clinical Question Answering', venue: 'Journal of Biomedical Informatics', year: 2021, volume: '118', pages: '103790' },
      { title: 'Token Budgets: Adaptive Computation for Transformer Inference', venue: 'Proceedings of the 40th International Conference on Machine Learning (ICML)', year: 2023, pages: '30112-30127' },
    ],
    journal: 'Journal of Machine Learning Research', editor: 'Dr. Samuel Okafor', conference: 'International Conference on Machine Learning (ICML 2024)',
    prizes: [
      { name: 'Outstanding Paper Award', body: 'Conference on Neural Information Processing Systems (NeurIPS 2022)', reason: 'for the paper "Sparse Mixture Routing for Long-Context Language Models"' },
      { name: 'Early Career Research Award', body: 'Association for Computational Learning', reason: 'for contributions to efficient large-scale language modelling', cash: 10000 },
      { name: 'AI Innovator of the Year', body: 'Bay Area Artificial Intelligence Council', reason: 'for work that made long-document models practical' },
    ],
    society: { name: 'International Society for Machine Learning Research', grade: 'Fellow', rule: 'Fellowship is conferred on members whose research has had an exceptional and sustained impact on the field, as judged by a committee of existing Fellows.', share: 'no more than 0.5 percent of the membership' },
    outlets: [{ name: 'The Pacific Ledger', kind: 'newspaper', city: 'SAN FRANCISCO' }, { name: 'Compute Magazine', kind: 'magazine', city: 'NEW YORK' }, { name: 'Signal & Noise', kind: 'broadcast', city: 'OAKLAND' }],
    work: { name: 'SparseRoute', what: 'an open-source library for sparse expert routing', reach: 'used by more than 40,000 projects', adopter: 'Nimbus Cloud', adopterRole: 'Director of Engineering' },
    jury: { event: 'AI for Good Global Challenge 2023', body: 'Global Impact Foundation', prize: 'Grand Prize', entries: 412 },
  }),
  data: f({
    key: 'data', discipline: 'data infrastructure',
    papers: [
      { title: 'Vectorized Query Execution on Compressed Columnar Storage', venue: 'Proceedings of the VLDB Endowment', year: 2021, volume: '14', pages: '2890-2903' },
      { title: 'Learned Cardinality Estimation Without Training Queries', venue: 'ACM SIGMOD International Conference on Management of Data', year: 2022, pages: '1450-1463' },
      { title: 'Serverless Inference at the Edge: A Measurement Study', venue: 'USENIX Annual Technical Conference', year: 2023, pages: '611-626' },
    ],
    journal: 'The VLDB Journal', editor: 'Prof. Martina Keller', conference: 'ACM SIGMOD International Conference on Management of Data (SIGMOD 2024)',
    prizes: [
      { name: 'Best Paper Award', body: 'International Conference on Very Large Data Bases (VLDB 2021)', reason: 'for the paper "Vectorized Query Execution on Compressed Columnar Storage"' },
      { name: 'Innovator Under 35', body: 'Latin American Technology Review', reason: 'for building the query engine behind Quill Data' },
      { name: 'Data Systems Innovation Award', body: 'Pacific Northwest Technology Council', reason: 'for the QuillDB engine' },
    ],
    society: { name: 'International Society for Machine Learning Research', grade: 'Member by election', rule: 'Election requires nomination by three Fellows and evidence of significant original contributions, reviewed by the Membership Committee.', share: 'fewer than 200 new members a year' },
    outlets: [{ name: 'The Seattle Standard', kind: 'newspaper', city: 'SEATTLE' }, { name: 'Data Stack Weekly', kind: 'trade', city: 'SAN FRANCISCO' }],
    work: { name: 'QuillDB', what: 'an open-source columnar query engine', reach: 'running in more than 6,500 companies', adopter: 'Brightline Retail', adopterRole: 'Chief Data Officer' },
    jury: { event: 'SIGMOD Programming Contest 2023', body: 'ACM SIGMOD', prize: 'contest prize', entries: 210 },
  }),
  bio: f({
    key: 'bio', discipline: 'genome engineering',
    papers: [
      { title: 'Base-Editing Rescue of Splicing Defects in Patient-Derived Organoids', venue: 'Nature Biotechnology', year: 2021, volume: '39', pages: '1402-1411' },
      { title: 'A Single-Cell Atlas of Drug-Tolerant Persister Cells in Lung Adenocarcinoma', venue: 'Cell Reports', year: 2022, volume: '41', pages: '111690' },
      { title: 'PrimeScan: Rapid Off-Target Profiling for Prime Editors', venue: 'Nucleic Acids Research', year: 2023, volume: '51', pages: 'e77' },
    ],
    journal: 'Nucleic Acids Research', editor: 'Prof. Ingrid Solheim', conference: 'Research in Computational Molecular Biology (RECOMB 2024)',
    prizes: [
      { name: 'Young Investigator Award', body: 'Society for Genome Engineering', reason: 'for the development of high-fidelity base editors' },
      { name: 'Breakthrough in Translational Medicine Prize', body: 'Biomedical Innovation Forum', reason: 'for organoid-based rescue of inherited splicing disorders', cash: 25000 },
    ],
    society: { name: 'Academy of Genome Sciences', grade: 'Elected Fellow', rule: 'Candidates are nominated by two Fellows and elected by the Council for distinguished and original contributions to genome science.', share: 'about forty scientists each year' },
    outlets: [{ name: 'The Boston Courier', kind: 'newspaper', city: 'BOSTON' }, { name: 'GenomeWatch', kind: 'trade', city: 'CAMBRIDGE, Mass.' }, { name: 'Lab Notes Radio', kind: 'broadcast', city: 'BOSTON' }],
    work: { name: 'PrimeScan', what: 'an off-target profiling assay for prime editors', reach: 'adopted by 120 clinical and research laboratories', adopter: 'Northgate Clinical Genomics', adopterRole: 'Laboratory Director' },
    jury: { event: 'iGEM Grand Jamboree 2023', body: 'International Genetically Engineered Machine Foundation', prize: 'Grand Prize', entries: 350 },
  }),
  finance: f({
    key: 'finance', discipline: 'quantitative finance',
    papers: [
      { title: 'Liquidity Shocks and Intraday Volatility in Treasury Futures', venue: 'Journal of Financial Econometrics', year: 2020, volume: '18', pages: '611-644' },
      { title: 'Executive Compensation and Risk-Taking After Dodd-Frank', venue: 'Review of Corporate Finance Studies', year: 2022, volume: '11', pages: '255-290' },
      { title: 'Learning Term-Structure Factors with Sparse Autoencoders', venue: 'Quantitative Finance', year: 2023, volume: '23', pages: '1021-1040' },
    ],
    journal: 'Quantitative Finance', editor: 'Prof. Helena Vasquez', conference: 'ACM International Conference on AI in Finance (ICAIF 2024)',
    prizes: [
      { name: 'Best Paper Prize', body: 'Western Finance Forum', reason: 'for the paper "Liquidity Shocks and Intraday Volatility in Treasury Futures"', cash: 5000 },
      { name: 'Quant of the Year', body: 'Risk Desk Magazine', reason: 'for research on term-structure modelling adopted across the industry' },
    ],
    society: { name: 'International Association of Quantitative Finance', grade: 'Fellow', rule: 'Fellows are elected by the Board on the recommendation of the Fellows Committee for outstanding achievement in quantitative finance.', share: 'fewer than 150 living Fellows' },
    outlets: [{ name: 'The Wall Street Ledger', kind: 'newspaper', city: 'NEW YORK' }, { name: 'Risk Desk Magazine', kind: 'trade', city: 'LONDON' }, { name: 'Markets Hour', kind: 'broadcast', city: 'NEW YORK' }],
    work: { name: 'OpenTerm', what: 'an open yield-curve model', reach: 'licensed to 14 central banks and used to price more than $2 trillion in bonds', adopter: 'Banco del Pacífico Sur', adopterRole: 'Head of Market Operations' },
    jury: { event: 'Global Quant Championship 2023', body: 'Global Quant Championship', prize: 'Champion title', entries: 1900 },
  }),
  robotics: f({
    key: 'robotics', discipline: 'robotics',
    papers: [
      { title: 'Tactile Servoing for Deformable Object Manipulation', venue: 'IEEE Transactions on Robotics', year: 2021, volume: '37', pages: '1876-1892' },
      { title: 'Sim-to-Real Transfer of Legged Locomotion Under Payload Uncertainty', venue: 'IEEE International Conference on Robotics and Automation (ICRA)', year: 2022, pages: '4410-4417' },
      { title: 'Learning Grasp Affordances from Ten Demonstrations', venue: 'Conference on Robot Learning (CoRL)', year: 2023, pages: '988-1001' },
    ],
    journal: 'IEEE Robotics and Automation Letters', editor: 'Dr. Mariana Duarte', conference: 'IEEE International Conference on Robotics and Automation (ICRA 2024)',
    prizes: [
      { name: 'Best Paper Award in Robot Manipulation', body: 'IEEE International Conference on Robotics and Automation (ICRA 2022)', reason: 'for the paper "Sim-to-Real Transfer of Legged Locomotion Under Payload Uncertainty"' },
      { name: 'Early Career Award', body: 'Robotics Science Society', reason: 'for contributions to tactile manipulation' },
    ],
    society: { name: 'Institute of Electrical and Electronics Engineers (IEEE)', grade: 'Senior Member', rule: 'Senior Member grade requires at least ten years of professional practice and significant performance over a period of at least five of those years, reviewed by a panel of Senior Members and Fellows.', share: 'fewer than 10 percent of members' },
    outlets: [{ name: 'Pittsburgh Post-Courier', kind: 'newspaper', city: 'PITTSBURGH' }, { name: 'Robot Report Weekly', kind: 'trade', city: 'BOSTON' }],
    work: { name: 'GraspNet-Lite', what: 'a grasp-planning model', reach: 'deployed in 3,200 warehouse robots', adopter: 'Tern Logistics', adopterRole: 'Vice President of Automation' },
    jury: { event: 'RoboCup 2023 @Work League', body: 'RoboCup Federation', prize: 'league championship', entries: 38 },
  }),
  materials: f({
    key: 'materials', discipline: 'battery materials science',
    papers: [
      { title: 'Dendrite-Free Lithium Metal Anodes via Fluorinated Interphases', venue: 'Joule', year: 2021, volume: '5', pages: '2345-2361' },
      { title: 'Solid Electrolytes with Tunable Grain Boundaries', venue: 'Advanced Energy Materials', year: 2022, volume: '12', pages: '2201187' },
    ],
    journal: 'ACS Energy Letters', editor: 'Dr. Rui Tanaka', conference: 'Materials Research Society Spring Meeting 2024',
    prizes: [
      { name: 'Battery Innovation Prize', body: 'Electrochemical Forum', reason: 'for the fluorinated electrolyte additive', cash: 20000 },
      { name: 'Young Scientist Award', body: 'International Battery Association', reason: 'for work on lithium metal anodes' },
    ],
    society: { name: 'Royal Society of Chemistry', grade: 'Fellow (FRSC)', rule: 'Fellowship is awarded to members who have made an outstanding contribution to the chemical sciences, assessed by the Fellowship Panel.', share: 'a small fraction of the membership' },
    outlets: [{ name: 'Austin Chronicle-Herald', kind: 'newspaper', city: 'AUSTIN' }, { name: 'Energy Storage News', kind: 'trade', city: 'LONDON' }],
    work: { name: 'FluoroShield additive', what: 'a fluorinated electrolyte additive', reach: 'used in 1.2 million electric-vehicle battery packs', adopter: 'Corvane Cells', adopterRole: 'Chief Technology Officer' },
    jury: { event: 'Battery Grand Challenge 2022', body: 'Clean Energy Institute', prize: 'Grand Challenge award', entries: 96 },
  }),
  neuro: f({
    key: 'neuro', discipline: 'systems neuroscience',
    papers: [
      { title: 'Hippocampal Replay Predicts Memory Consolidation in Humans', venue: 'Neuron', year: 2020, volume: '108', pages: '972-985' },
      { title: 'Closed-Loop Stimulation Reduces Seizure Frequency in Rodent Models', venue: 'Journal of Neuroscience', year: 2022, volume: '42', pages: '5120-5134' },
    ],
    journal: 'eLife', editor: 'Dr. Tobias Ferreira', conference: 'Computational and Systems Neuroscience (Cosyne 2024)',
    prizes: [
      { name: 'Early Career Prize', body: 'Federation of Neuroscience Societies', reason: 'for discoveries on memory replay' },
      { name: 'Brain Research Fellowship', body: 'Whitcombe Foundation', reason: 'a competitive award for independent research on memory', cash: 300000 },
    ],
    society: { name: 'Academy of Neural Sciences', grade: 'Elected Member', rule: 'Membership is by election only; candidates must have made original contributions of distinction to neuroscience.', share: 'twenty new members a year' },
    outlets: [{ name: 'Seattle Daily Sentinel', kind: 'newspaper', city: 'SEATTLE' }, { name: 'Brain & Mind Magazine', kind: 'magazine', city: 'NEW YORK' }],
    work: { name: 'ReplayDecoder', what: 'a toolbox for decoding memory replay from recordings', reach: 'used in more than 300 laboratories', adopter: 'Kestrel Neurotech', adopterRole: 'Head of Research' },
    jury: { event: 'International BCI Award 2023', body: 'BCI Society Foundation', prize: 'BCI Award', entries: 64 },
  }),
  climate: f({
    key: 'climate', discipline: 'climate modelling',
    papers: [
      { title: 'Convection-Permitting Projections of Extreme Precipitation over the Front Range', venue: 'Journal of Climate', year: 2021, volume: '34', pages: '7713-7731' },
      { title: 'A Machine-Learned Parameterization of Cloud Microphysics', venue: 'Geophysical Research Letters', year: 2023, volume: '50', pages: 'e2023GL104418' },
    ],
    journal: 'Journal of Advances in Modeling Earth Systems', editor: 'Dr. Amelia Thornton', conference: 'Climate Informatics 2024',
    prizes: [
      { name: 'Early Career Scientist Award', body: 'American Meteorological Forum', reason: 'for advances in regional climate projection' },
      { name: 'Innovation Award', body: 'National Weather Enterprise Council', reason: 'for StormScale, a downscaling model used by emergency managers' },
    ],
    society: { name: 'International Association for Atmospheric Sciences', grade: 'Fellow', rule: 'Fellows are elected for outstanding contributions to the atmospheric sciences; nominations are reviewed by the Fellows Committee.', share: 'no more than 0.2 percent of members each year' },
    outlets: [{ name: 'The Denver Register', kind: 'newspaper', city: 'DENVER' }, { name: 'Climate Wire Daily', kind: 'trade', city: 'WASHINGTON' }],
    work: { name: 'StormScale', what: 'a downscaling model for extreme rainfall', reach: 'adopted by nine state emergency-management agencies', adopter: 'Colorado Office of Emergency Management', adopterRole: 'State Hazard Mitigation Officer' },
    jury: { event: 'Climate Data Challenge 2022', body: 'Open Climate Alliance', prize: 'Challenge prize', entries: 140 },
  }),
  security: f({
    key: 'security', discipline: 'computer security',
    papers: [
      { title: 'Speculative Load Hardening Bypasses in Modern CPUs', venue: 'Proceedings of the 30th USENIX Security Symposium', year: 2021, pages: '1021-1038' },
      { title: 'Fuzzing Baseband Firmware at Scale', venue: 'IEEE Symposium on Security and Privacy', year: 2023, pages: '2270-2286' },
    ],
    journal: 'ACM Transactions on Privacy and Security', editor: 'Prof. Daniel Kerr', conference: 'USENIX Security Symposium 2024',
    prizes: [
      { name: 'Internet Defense Prize', body: 'Open Security Foundation', reason: 'for BasebandFuzz', cash: 100000 },
      { name: 'Distinguished Paper Award', body: 'IEEE Symposium on Security and Privacy 2023', reason: 'for the paper "Fuzzing Baseband Firmware at Scale"' },
    ],
    society: { name: 'Association for Computing Machinery (ACM)', grade: 'Distinguished Member', rule: 'Distinguished Member status recognises at least fifteen years of professional experience and significant accomplishments or impact on the computing field.', share: 'a small percentage of members' },
    outlets: [{ name: 'The Capital Gazette', kind: 'newspaper', city: 'WASHINGTON' }, { name: 'Dark Reading Weekly', kind: 'trade', city: 'SAN FRANCISCO' }],
    work: { name: 'BasebandFuzz', what: 'a firmware fuzzing framework', reach: 'used by five major phone manufacturers and credited with 47 CVEs', adopter: 'Halvard Mobile', adopterRole: 'Chief Information Security Officer' },
    jury: { event: 'DEF CON Capture the Flag Finals 2023', body: 'DEF CON CTF Organisers', prize: 'black badge', entries: 12 },
  }),
  music: f({
    key: 'music', discipline: 'popular music',
    papers: [], journal: '', editor: '', conference: '',
    prizes: [
      { name: 'Best Pop Album', body: 'Swedish Music Awards', reason: 'for the album "Northern Lights Hotel"' },
      { name: 'Songwriter of the Year', body: 'Nordic Music Prize', reason: 'for the single "Glass Harbor"', cash: 150000 },
    ],
    society: { name: 'Royal Swedish Academy of Music', grade: 'Elected Member', rule: 'Members are elected by the Academy for distinguished artistic contributions to music.', share: 'a handful of musicians each year' },
    outlets: [{ name: 'Dagens Kultur', kind: 'newspaper', city: 'STOCKHOLM' }, { name: 'Rolling Sound Magazine', kind: 'magazine', city: 'LOS ANGELES' }],
    work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
    jury: { event: 'Nordic Music Prize 2023', body: 'Nordic Music Council', prize: 'Nordic Music Prize', entries: 280 },
    arts: { works: ['Northern Lights Hotel', 'Glass Harbor', 'Midnight Ferry'], venues: ['Ericsson Globe, Stockholm', 'The Greek Theatre, Los Angeles'], label: 'Aurora Records' },
  }),
  classical: f({
    key: 'classical', discipline: 'classical piano',
    papers: [], journal: '', editor: '', conference: '',
    prizes: [
      { name: 'First Prize', body: 'Busan International Piano Competition', reason: 'awarded after three public rounds', cash: 50000 },
      { name: 'Instrumentalist of the Year', body: 'Gramophone Critics Circle', reason: 'for the recording "Moonlit Variations"' },
    ],
    society: { name: 'Royal Philharmonic Society', grade: 'Honorary Member', rule: 'Honorary Membership is the Society\'s highest recognition, conferred by the Council on musicians of outstanding achievement.', share: 'fewer than 150 musicians since 1826' },
    outlets: [{ name: 'The Seoul Herald', kind: 'newspaper', city: 'SEOUL' }, { name: 'Keyboard Arts Quarterly', kind: 'magazine', city: 'LONDON' }],
    work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
    jury: { event: 'Leeds-Brighton International Piano Competition 2024', body: 'the Competition Trust', prize: 'Gold Medal', entries: 320 },
    arts: { works: ['Moonlit Variations', 'Goldberg Reflections', 'Nocturnes for the New Year'], venues: ['Carnegie Hall, New York', 'Seoul Arts Center, Seoul'], label: 'Blue Heron Classics' },
  }),
  film: f({
    key: 'film', discipline: 'film directing',
    papers: [], journal: '', editor: '', conference: '',
    prizes: [
      { name: 'Grand Jury Prize, Documentary', body: 'Sundial Film Festival', reason: 'for "The Salt Road"' },
      { name: 'Best Director', body: 'Havana International Film Festival', reason: 'for "Quiet Frontier"' },
    ],
    society: { name: 'Academy of Motion Picture Arts and Sciences', grade: 'Member, Directors Branch', rule: 'Membership is by invitation of the Board of Governors; candidates must be sponsored by two members of the branch and have achieved distinction in theatrical motion pictures.', share: 'about 400 invitations a year worldwide' },
    outlets: [{ name: 'Cinema Trade Weekly', kind: 'trade', city: 'LOS ANGELES' }, { name: 'El Diario de Madrid', kind: 'newspaper', city: 'MADRID' }],
    work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
    jury: { event: 'Rotterdam Emerging Voices Festival 2023', body: 'the Festival', prize: 'Tiger Award', entries: 16 },
    arts: { works: ['Quiet Frontier', 'The Salt Road', 'Glasshouse'], venues: ['Venice International Film Festival, Venice', 'Toronto Film Week, Toronto'], label: 'Northlight Pictures' },
  }),
  architecture: f({
    key: 'architecture', discipline: 'architecture',
    papers: [
      { title: 'Thermal Mass Without Concrete: Rammed-Earth Housing in Hot Arid Cities', venue: 'Building & Form', year: 2022 },
    ],
    journal: '', editor: '', conference: '',
    prizes: [
      { name: 'Mediterranean Architecture Prize', body: 'Foundation for Mediterranean Architecture', reason: 'for the Al-Manara Public Library, Amman', cash: 40000 },
      { name: 'Emerging Architecture Award', body: 'The Architectural Critic', reason: 'for the Riverside Housing Cooperative, Rotterdam' },
    ],
    society: { name: 'American Institute of Architects College of Fellows', grade: 'Fellow (FAIA)', rule: 'Fellowship honours architects who have made significant contributions to architecture and society; candidates are judged by a jury of seven Fellows.', share: 'about 3 percent of AIA members' },
    outlets: [{ name: 'Building & Form', kind: 'magazine', city: 'LONDON' }, { name: 'The National Review of Design', kind: 'magazine', city: 'NEW YORK' }],
    work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
    jury: { event: 'International Competition for the New Harbour Museum, Gdańsk', body: 'City of Gdańsk', prize: 'first prize and commission', entries: 211 },
    arts: { works: ['Al-Manara Public Library', 'Riverside Housing Cooperative', 'Courtyard of Winds'], venues: ['Venice Architecture Biennale, Venice', 'Chicago Architecture Biennial, Chicago'], label: '' },
  }),
  photo: f({
    key: 'photo', discipline: 'fine-art photography',
    papers: [], journal: '', editor: '', conference: '',
    prizes: [
      { name: 'World Photo Prize, Landscape Category', body: 'World Photography Organisation', reason: 'for the series "Salt and Silence"' },
      { name: 'Prix Lumière', body: 'Fondation Lumière pour la Photographie', reason: 'for an outstanding body of work by a photographer under forty', cash: 25000 },
    ],
    society: { name: 'Royal Photographic Society', grade: 'Fellow (FRPS)', rule: 'The Fellowship distinction is awarded for a body of work of distinction, assessed by a panel of Fellows.', share: 'a few dozen photographers a year' },
    outlets: [{ name: 'Photograph Quarterly', kind: 'magazine', city: 'BERLIN' }, { name: 'Der Tagesspiegel am Sonntag', kind: 'newspaper', city: 'BERLIN' }],
    work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
    jury: { event: 'European Photography Award 2024', body: 'European Photography Foundation', prize: 'European Photography Award', entries: 5400 },
    arts: { works: ['Salt and Silence', 'The Quiet Coast', 'Harbour Light'], venues: ['Galerie Nordlicht, Berlin', 'Foam Museum, Amsterdam'], label: '' },
  }),
} satisfies Record<string, Field>;
export type FieldKey = keyof typeof FIELDS;
