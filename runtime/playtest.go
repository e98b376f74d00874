package runtime

// PlaytestReporter is an optional interface of a System: what it adds to what a
// playtester is told about the game as it plays, such as an AI assistant
// playing it over MCP (hosting/agent's playtest_report tool). A platformer's
// system reports each player's position, health and coins; a card game's the
// hands. The host asks every system that implements it, in setup order,
// between steps.
type PlaytestReporter interface {
	// PlaytestReport appends facts about g to dst and returns the extended
	// slice. It must not change g.
	PlaytestReport(g *Game, dst []PlaytestFact) []PlaytestFact
}

// PlaytestFact is one thing a playtest report says: about Subject (an entity's
// path and id, as scenes.Entity.String gives, or "" for the whole game), Name
// is Value. Value must encode as JSON (numbers, strings, booleans, slices and
// maps of them, structs with exported fields).
type PlaytestFact struct {
	Subject string `json:"subject,omitempty"`
	Name    string `json:"name"`
	Value   any    `json:"value"`
}

// PlaytestReport returns what every PlaytestReporter system of g says, in
// setup order.
func (g *Game) PlaytestReport() []PlaytestFact {
	var facts []PlaytestFact
	for _, sys := range g.systems {
		if r, ok := sys.(PlaytestReporter); ok {
			facts = r.PlaytestReport(g, facts)
		}
	}
	return facts
}
