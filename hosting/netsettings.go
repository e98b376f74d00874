package hosting

import "fmt"

// NetworkSettings is the "network" section of a project file: how the game
// is played between machines.
//
//	"network": {"mode": "rollback", "players": 2}
//
// Mode "" or "host" (the default) is host-authoritative: a server runs the
// game and sends its state to the players (net/session). Mode "rollback" is
// for 2 to 4 player games where latency matters (versus platformers,
// fighting): every machine runs the game, only inputs cross the network,
// and a misprediction is rolled back (runtime/network.Rollback); a
// dedicated server (`griff-player --server`) then relays the inputs of
// matches of exactly Players players (network.RollbackRelay) and runs no
// game. Mode "lockstep" is the same but for prediction: a step is played
// once every player's input for it arrived (runtime/network.Lockstep), for
// games of many units and rare orders (strategy); its matches are relayed
// as rollback's.
type NetworkSettings struct {
	// Mode is "", "host", "rollback" or "lockstep".
	Mode string `json:"mode,omitempty"`
	// Players is the number of players of a rollback or lockstep match,
	// 2 to 4; 0
	// means 2. It is an error in host mode, whose matches take up to the
	// server's --players.
	Players int `json:"players,omitempty"`
}

// Rollback reports whether the game asks for rollback mode.
func (n NetworkSettings) Rollback() bool { return n.Mode == "rollback" }

// Lockstep reports whether the game asks for lockstep mode.
func (n NetworkSettings) Lockstep() bool { return n.Mode == "lockstep" }

// Relayed reports whether the game's matches are played on the players'
// machines, a server only relaying their inputs: rollback or lockstep mode.
func (n NetworkSettings) Relayed() bool { return n.Rollback() || n.Lockstep() }

// RollbackPlayers returns the number of players of a rollback or lockstep
// match:
// Players, or 2 for 0.
func (n NetworkSettings) RollbackPlayers() int {
	if n.Players == 0 {
		return 2
	}
	return n.Players
}

// check returns what is wrong with the section, or "".
func (n NetworkSettings) check() string {
	switch {
	case n.Mode != "" && n.Mode != "host" && !n.Relayed():
		return fmt.Sprintf("field network.mode is %q, want \"host\", \"rollback\" or \"lockstep\"", n.Mode)
	case n.Relayed() && (n.Players < 0 || n.Players == 1 || n.Players > 4):
		return fmt.Sprintf("field network.players is %d, want 2 to 4 (0 for 2)", n.Players)
	case !n.Relayed() && n.Players != 0:
		return "field network.players is for rollback and lockstep modes (\"mode\": \"rollback\"); a host's matches take the server's --players"
	}
	return ""
}
