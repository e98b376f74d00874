// Package balance runs balance simulations: many headless games of one arena
// scene for each row of a table, with the results per row (win rate, means and
// percentiles of chosen metrics) that tell a designer whether the rows are fair.
// `griff-player simulate game/ file.sim` prints them.
//
// # How a simulation runs
//
// A Spec (read from a .sim file by ParseSpec, format below) names a scene of a game
// folder, a table, the rows to try, the entities that take their values from the
// row, the games per row and the step limit of each game. For each row, Run plays
// Runs games: each is a new runtime.Game of the scene (made with runtime.NewGame,
// with the folder's scenes, prefabs and tables, and the systems the spec names),
// whose Fill entities are filled from the row with tables.Tables.FillEntity and
// which then takes fixed steps until the scene's Outcome component says Done or
// MaxSteps steps have been taken (a timeout). The runner then reads the Outcome:
// the winner and the metrics.
//
// How a game reports its outcome: its systems write an Outcome component
// ("Griff.Outcome") that the arena scene holds on some entity: Done when the game
// is decided, Winner (the name of who won, "" for a draw) and Metrics by name. The
// runner reads the first Outcome of the scene in hierarchy order after every step.
// A game without one always times out. Every game also has the metric "steps",
// the steps it took.
//
// # Determinism
//
// Every game has its own seed, GameSeed(spec seed, row id, run number), made with
// SplitMix64 (see GameSeed), so a game depends on nothing but the spec, the game
// folder and its own number. The games of a row are cut into blocks of Block games
// (64 by default). Workers (goroutines) take blocks in any order; each block is
// summed in run order, and the blocks are added up in block order once all are
// done. Percentiles are taken from every value, sorted. So 1, 2 or 16 workers give
// bit-identical results, and results depend on the row's id, not its position:
// adding a row changes no other row's results. The block size is part of the
// simulation: another block size adds the same numbers in another grouping, which
// may change the last bits of the means.
//
// Percentiles are linear interpolations between the two nearest ranks (type 7 of
// Hyndman and Fan, Sample quantiles in statistical packages, 1996, the default of
// R and NumPy). A metric a game did not report is left out of that metric's
// statistics (MetricResult.N says how many games reported it).
//
// # The .sim format
//
// A .sim file is UTF-8 text, one setting a line: a key, then its values, separated
// by spaces or tabs. "#" starts a comment that runs to the end of the line; blank
// lines are ignored. Each key appears at most once. Names (scenes, entities, rows,
// metrics) cannot hold spaces or "#".
//
//	# duel.sim: every fighter against the baseline dummy
//	scene       arena          # required: scenes/arena.json of the game folder
//	systems     duel           # system sets registered with RegisterSystems, in order
//	table       fighters       # required: tables/fighters.csv
//	rows        knight rogue   # rows to try, in this order; default: every row in file order
//	fill        Hero           # required: entities filled from the row (Tables.FillEntity)
//	runs        1000           # required: games per row, 1 to 10000000
//	max_steps   600            # required: step limit per game, 1 to 100000000
//	seed        7              # the simulation's seed, a uint64; default 0
//	win         Hero           # the Outcome.Winner counted as a win; default: the first fill entity
//	metrics     hp_left        # Outcome.Metrics to report, besides "steps"
//	percentiles 10 50 90       # percentiles reported, 0 to 100; default 10 50 90
//	block       64             # games per block, 1 to 1000000; default 64
//
// ParseSpec checks the file alone and returns a *SpecError (wrapping ErrBadSpec)
// naming the file, the line and the key. Run checks the spec against the game
// folder before playing (the scene, the table, the rows, the fill entities in the
// scene, the system sets), with errors naming the line of the key.
//
// # The duel
//
// The package has a small example game, the duel (duel.go): Fighter components
// ("Griff.DuelFighter": hp, a damage formula with dice, a chance to hit, armor)
// trade blows every step until at most one is standing; the duel system then
// writes the Outcome (metrics "hp_left", "blows" and "dealt_per_blow"). It is
// registered as the system set "duel"; testdata/duel is a game folder using it.
package balance
