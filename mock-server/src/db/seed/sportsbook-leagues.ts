import { SPORT, type SportName } from '../../domain/sportsbook/catalog.ts';

// The seeded sports world: five sports, their leagues and teams, and the scoring profile that keeps
// each league's lines realistic (a baseball total of 8.5, a basketball total of 221.5...).

export interface SportSeed {
  name: SportName;
  /** Periods besides the game, in display order. */
  periods: string[];
}

export const SPORTS: readonly SportSeed[] = [
  { name: SPORT.baseball, periods: ['G', 'F5', 'I1'] },
  { name: SPORT.basketball, periods: ['G', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'] },
  { name: SPORT.football, periods: ['G', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'] },
  { name: SPORT.soccer, periods: ['G', 'H1', 'H2'] },
  { name: SPORT.hockey, periods: ['G', 'P1', 'P2', 'P3'] },
];

export interface LeagueSeed {
  shortName: string;
  name: string;
  sportName: SportName;
  isTop: boolean;
  /** Game total range and main spread range (points). */
  total: [number, number];
  spread: [number, number];
  /** Only these periods (college basketball plays halves, not quarters). */
  periods?: string[];
  /** Matchups today, when the league has a busy day (so the matchup list has a second page). */
  busyToday?: number;
  teams: string[];
}

const list = (text: string): string[] => text.split(',').map((team) => team.trim());

export const LEAGUES: readonly LeagueSeed[] = [
  {
    shortName: 'MLB',
    name: 'Major League Baseball',
    sportName: SPORT.baseball,
    isTop: true,
    total: [7, 10],
    spread: [1.5, 1.5],
    teams: list(
      'New York Yankees, Boston Red Sox, Toronto Blue Jays, Baltimore Orioles, Tampa Bay Rays, ' +
        'Cleveland Guardians, Detroit Tigers, Minnesota Twins, Kansas City Royals, Chicago White Sox, ' +
        'Houston Astros, Seattle Mariners, Texas Rangers, Los Angeles Angels, Atlanta Braves, ' +
        'Philadelphia Phillies, New York Mets, Miami Marlins, Washington Nationals, Chicago Cubs, ' +
        'St. Louis Cardinals, Milwaukee Brewers, Cincinnati Reds, Pittsburgh Pirates, ' +
        'Los Angeles Dodgers, San Diego Padres, San Francisco Giants, Arizona Diamondbacks',
    ),
  },
  {
    shortName: 'KBO',
    name: 'KBO League',
    sportName: SPORT.baseball,
    isTop: false,
    total: [8, 11],
    spread: [1.5, 1.5],
    teams: list(
      'Doosan Bears, LG Twins, Kia Tigers, Samsung Lions, SSG Landers, Lotte Giants, Hanwha Eagles, ' +
        'NC Dinos, KT Wiz, Kiwoom Heroes',
    ),
  },
  {
    shortName: 'NBA',
    name: 'NBA',
    sportName: SPORT.basketball,
    isTop: true,
    total: [212, 236],
    spread: [1.5, 11.5],
    teams: list(
      'Boston Celtics, New York Knicks, Philadelphia 76ers, Brooklyn Nets, Toronto Raptors, ' +
        'Milwaukee Bucks, Cleveland Cavaliers, Chicago Bulls, Indiana Pacers, Detroit Pistons, ' +
        'Miami Heat, Orlando Magic, Atlanta Hawks, Charlotte Hornets, Denver Nuggets, ' +
        'Minnesota Timberwolves, Oklahoma City Thunder, Utah Jazz, Golden State Warriors, ' +
        'Los Angeles Lakers, Los Angeles Clippers, Phoenix Suns, Sacramento Kings, Dallas Mavericks, ' +
        'Houston Rockets, Memphis Grizzlies, New Orleans Pelicans, San Antonio Spurs',
    ),
  },
  {
    shortName: 'NCAAB',
    name: 'NCAA Basketball',
    sportName: SPORT.basketball,
    isTop: false,
    total: [128, 156],
    spread: [1.5, 14.5],
    periods: ['G', 'H1', 'H2'],
    busyToday: 34,
    teams: list(
      'Duke, North Carolina, Kentucky, Kansas, Gonzaga, Villanova, UConn, Michigan State, Purdue, ' +
        'Houston, Arizona, UCLA, Baylor, Texas, Tennessee, Alabama, Auburn, Florida, Marquette, ' +
        'Creighton, Iowa State, Illinois, Indiana, Wisconsin, Ohio State, Michigan, Maryland, ' +
        'Virginia, Syracuse, Louisville, Xavier, Providence, Seton Hall, St. Johns, Georgetown, ' +
        'Butler, Dayton, San Diego State, Saint Marys, BYU, Utah State, Memphis, Cincinnati, ' +
        'Texas Tech, TCU, Oklahoma, Arkansas, LSU, Mississippi State, Ole Miss, Missouri, ' +
        'South Carolina, Georgia, Vanderbilt, Clemson, Miami FL, Florida State, Wake Forest, ' +
        'Notre Dame, Pittsburgh, NC State, Virginia Tech, Oregon, Washington, USC, Stanford, ' +
        'Colorado, Nevada, New Mexico, Boise State, Drake, Wichita State',
    ),
  },
  {
    shortName: 'EUROL',
    name: 'EuroLeague',
    sportName: SPORT.basketball,
    isTop: false,
    total: [152, 172],
    spread: [1.5, 9.5],
    periods: ['G', 'H1', 'H2'],
    teams: list(
      'Real Madrid, FC Barcelona, Olympiacos, Panathinaikos, Fenerbahce, Anadolu Efes, AS Monaco, ' +
        'Partizan, Crvena Zvezda, Maccabi Tel Aviv, Bayern Munich, Olimpia Milano, Virtus Bologna, ' +
        'Zalgiris, Baskonia, Valencia Basket',
    ),
  },
  {
    shortName: 'NFL',
    name: 'NFL',
    sportName: SPORT.football,
    isTop: true,
    total: [37, 53],
    spread: [1.5, 10.5],
    teams: list(
      'Buffalo Bills, Miami Dolphins, New England Patriots, New York Jets, Baltimore Ravens, ' +
        'Cincinnati Bengals, Cleveland Browns, Pittsburgh Steelers, Houston Texans, ' +
        'Indianapolis Colts, Jacksonville Jaguars, Tennessee Titans, Denver Broncos, ' +
        'Kansas City Chiefs, Las Vegas Raiders, Los Angeles Chargers, Dallas Cowboys, ' +
        'New York Giants, Philadelphia Eagles, Washington Commanders, Chicago Bears, Detroit Lions, ' +
        'Green Bay Packers, Minnesota Vikings, Atlanta Falcons, Carolina Panthers, ' +
        'New Orleans Saints, Tampa Bay Buccaneers, Arizona Cardinals, Los Angeles Rams, ' +
        'San Francisco 49ers, Seattle Seahawks',
    ),
  },
  {
    shortName: 'NCAAF',
    name: 'NCAA Football',
    sportName: SPORT.football,
    isTop: false,
    total: [44, 66],
    spread: [2.5, 21.5],
    teams: list(
      'Alabama, Georgia, Ohio State, Michigan, Texas, Oregon, LSU, Clemson, Notre Dame, ' +
        'Penn State, Florida State, USC, Oklahoma, Tennessee, Ole Miss, Miami, Utah, Washington, ' +
        'Wisconsin, Iowa, Auburn, Texas A&M, Florida, Kansas State',
    ),
  },
  {
    shortName: 'CFL',
    name: 'Canadian Football League',
    sportName: SPORT.football,
    isTop: false,
    total: [44, 56],
    spread: [1.5, 7.5],
    teams: list(
      'BC Lions, Calgary Stampeders, Edmonton Elks, Saskatchewan Roughriders, ' +
        'Winnipeg Blue Bombers, Hamilton Tiger-Cats, Toronto Argonauts, Ottawa Redblacks, ' +
        'Montreal Alouettes',
    ),
  },
  {
    shortName: 'EPL',
    name: 'Premier League',
    sportName: SPORT.soccer,
    isTop: true,
    total: [2.5, 3.5],
    spread: [0.5, 1.5],
    teams: list(
      'Arsenal, Aston Villa, Bournemouth, Brentford, Brighton, Chelsea, Crystal Palace, Everton, ' +
        'Fulham, Liverpool, Manchester City, Manchester United, Newcastle United, ' +
        'Nottingham Forest, Tottenham Hotspur, West Ham United, Wolverhampton',
    ),
  },
  {
    shortName: 'LaLiga',
    name: 'LaLiga',
    sportName: SPORT.soccer,
    isTop: false,
    total: [2, 3.5],
    spread: [0.5, 1.5],
    teams: list(
      'Real Madrid, Barcelona, Atletico Madrid, Athletic Bilbao, Real Sociedad, Real Betis, ' +
        'Sevilla, Villarreal, Valencia, Girona, Celta Vigo, Osasuna, Getafe, Rayo Vallecano, ' +
        'Mallorca, Alaves',
    ),
  },
  {
    shortName: 'MLS',
    name: 'Major League Soccer',
    sportName: SPORT.soccer,
    isTop: false,
    total: [2.5, 3.5],
    spread: [0.5, 1.5],
    teams: list(
      'Inter Miami, LA Galaxy, LAFC, Seattle Sounders, Portland Timbers, Atlanta United, ' +
        'New York Red Bulls, New York City FC, Columbus Crew, FC Cincinnati, Philadelphia Union, ' +
        'Orlando City, Nashville SC, Austin FC',
    ),
  },
  {
    shortName: 'NHL',
    name: 'NHL',
    sportName: SPORT.hockey,
    isTop: true,
    total: [5.5, 6.5],
    spread: [1.5, 1.5],
    teams: list(
      'Boston Bruins, Toronto Maple Leafs, Montreal Canadiens, Ottawa Senators, Florida Panthers, ' +
        'Tampa Bay Lightning, Detroit Red Wings, Buffalo Sabres, New York Rangers, ' +
        'New York Islanders, New Jersey Devils, Philadelphia Flyers, Pittsburgh Penguins, ' +
        'Washington Capitals, Carolina Hurricanes, Columbus Blue Jackets, Colorado Avalanche, ' +
        'Dallas Stars, Minnesota Wild, Winnipeg Jets, Vegas Golden Knights, Edmonton Oilers, ' +
        'Vancouver Canucks, Calgary Flames',
    ),
  },
  {
    shortName: 'KHL',
    name: 'Kontinental Hockey League',
    sportName: SPORT.hockey,
    isTop: false,
    total: [4.5, 5.5],
    spread: [1.5, 1.5],
    teams: list(
      'CSKA Moscow, SKA Saint Petersburg, Dynamo Moscow, Spartak Moscow, Ak Bars Kazan, ' +
        'Avangard Omsk, Metallurg Magnitogorsk, Salavat Yulaev, Lokomotiv Yaroslavl, ' +
        'Traktor Chelyabinsk, Torpedo Nizhny Novgorod, Dinamo Minsk',
    ),
  },
];
