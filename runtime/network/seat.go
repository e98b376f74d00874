package network

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Seat marks an entity as player Player's place in the game: their
// character, placed in the scene file, waiting for them. On the host the
// network system keeps the entity active (scenes.Entity.SetActive) only
// while that player is in the session, connected or within their grace
// period, and players' machines take the active flag with the host's state,
// but for their own seat: a player's machine makes it active from the
// host's welcome on, as the host does (see seats.own).
// A scene of seats 1 to 4 is a match for up to four players on a dedicated
// server (whose own player 0 plays nobody); write the seats' entities
// inactive ("active": false) so that a game played without a network
// system, where nothing changes them, shows them only if they are for
// player 0. With the network system, offline and on a host, player 0 is
// always in: a seat 0 is always active.
//
// Offline (a network system with neither Host nor Join: griff-player
// without --server or --join), a seat marked Offline is the local
// player's: it is active, and the local player's input (player 0, the
// keyboard and gamepad) is given to the seat's Player instead, so the
// character written for player 1 plays alone. The first Offline seat in
// the scene's walk order takes the input; input of the step before the
// network system first saw the scene (the game's first step) stays player
// 0's. Saved as "Griff.Seat".
type Seat struct {
	// Player is the session's player id (net/session.PlayerID) the seat
	// waits for, in [0, 8); a seat outside that range is never active.
	Player int `json:"player"`
	// Offline makes the seat the local player's when the game is played
	// offline (see above); online it changes nothing. Default false.
	Offline bool `json:"offline,omitempty"`
}

func init() { scenes.Register[Seat]("Griff.Seat") }

// seats keeps the seats' entities active while their players are in; it
// runs on the host and offline, at the start of each step and after a
// scene change.
type seats struct {
	in    uint16        // the players in at the last update, a bit each
	scene *scenes.Scene // the scene last updated
	// local is the player whose seat takes the local input offline (the
	// first Offline seat's), 0 for none.
	local int
	// mine and mineIn are, on a player's machine, the player and the scene
	// whose own seats were last made active (see own).
	mine   int
	mineIn *scenes.Scene
}

// own runs on a player's machine at the start of each step: once it has its
// player index me (the host's welcome; 0 before) it makes its own seats of
// g's scene active, once per scene and index, without waiting for a
// snapshot to hold them. The host made them active when the player joined
// and keeps them so while the player is in, so this is the prediction of
// the host's state, as the predicted entities' motion is: the seat's
// character is predicted (Owner) and the local input moves it from the
// first step the host plays that input for. Waiting for the host's active
// flag left it inactive for a round trip and more after the welcome (the
// multiplayer template at 150 ms latency and 10% loss: 30 steps), the
// first check took the host's state of a step that round trip old, and the
// presses of those steps were lost on the player's screen: their chick
// stood 52 units behind the host's until the next check jumped it there
// (TestJoiningPlayerPredictsKeysFromWelcome). Other players' seats take the host's
// flag with its state.
func (st *seats) own(g *runtime.Game, me int) {
	if me == 0 || me == st.mine && g.Scene() == st.mineIn {
		return
	}
	st.mine, st.mineIn = me, g.Scene()
	for e := range g.Scene().Walk() {
		if s := scenes.Get[Seat](e); s != nil && s.Player == me && !e.Active() {
			e.SetActive(true)
		}
	}
}

// update sets the seats of g's scene active or not for the players in
// players, when they or the scene changed since the last update.
// Offline (offline true) Offline seats are active too.
func (st *seats) update(g *runtime.Game, players []session.Player, offline bool) {
	var in uint16
	for _, p := range players {
		in |= 1 << p.ID
	}
	if in == st.in && g.Scene() == st.scene {
		return
	}
	st.in, st.scene, st.local = in, g.Scene(), 0
	for e := range g.Scene().Walk() {
		s := scenes.Get[Seat](e)
		if s == nil {
			continue
		}
		valid := s.Player >= 0 && s.Player < session.MaxPlayers
		active := valid && in&(1<<s.Player) != 0
		if offline && s.Offline && valid {
			active = true
			if st.local == 0 {
				st.local = s.Player
			}
		}
		if e.Active() != active {
			e.SetActive(active)
		}
	}
}

// offlineSource is an offline game's input: local's, with the local
// player's events given to the Offline seat's player (see Seat).
type offlineSource struct {
	local input.Source
	s     *System
}

// Events implements input.Source.
func (o *offlineSource) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	dst = o.local.Events(tick, dst)
	if p := o.s.seats.local; p != 0 {
		for i := n; i < len(dst); i++ {
			if dst[i].Player == 0 {
				dst[i].Player = p
			}
		}
	}
	return dst
}
