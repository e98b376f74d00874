package network

import (
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Seat marks an entity as player Player's place in the game: their
// character, placed in the scene file, waiting for them. On the host the
// network system keeps the entity active (scenes.Entity.SetActive) only
// while that player is in the session, connected or within their grace
// period, and players' machines take the active flag with the host's state.
// A scene of seats 1 to 4 is a match for up to four players on a dedicated
// server (whose own player 0 plays nobody); write the seats' entities
// inactive ("active": false) so that a game played without a network
// system, where nothing changes them, shows them only if they are for
// player 0. With the network system, offline and on a host, player 0 is
// always in: a seat 0 is always active. Saved as "Griff.Seat".
type Seat struct {
	// Player is the session's player id (net/session.PlayerID) the seat
	// waits for, in [0, 8); a seat outside that range is never active.
	Player int `json:"player"`
}

func init() { scenes.Register[Seat]("Griff.Seat") }

// seats keeps the seats' entities active while their players are in; it
// runs on the host and offline, at the start of each step and after a
// scene change.
type seats struct {
	in    uint16        // the players in at the last update, a bit each
	scene *scenes.Scene // the scene last updated
}

// update sets the seats of g's scene active or not for the players in
// players, when they or the scene changed since the last update.
func (st *seats) update(g *runtime.Game, players []session.Player) {
	var in uint16
	for _, p := range players {
		in |= 1 << p.ID
	}
	if in == st.in && g.Scene() == st.scene {
		return
	}
	st.in, st.scene = in, g.Scene()
	for e := range g.Scene().Walk() {
		s := scenes.Get[Seat](e)
		if s == nil {
			continue
		}
		active := s.Player >= 0 && s.Player < session.MaxPlayers && in&(1<<s.Player) != 0
		if e.Active() != active {
			e.SetActive(active)
		}
	}
}
