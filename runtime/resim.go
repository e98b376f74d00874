package runtime

// SetResimulating says whether the steps the game takes from now on re-run
// steps it already took (a rollback re-simulating to the present, see
// runtime/network's Rollback): presentation systems (sound cues, effects)
// then skip what they would start, so nothing is played twice. The flag is
// not game state: it is in no snapshot and no fingerprint, and a system must
// not let it change the simulation. The default is false.
func (g *Game) SetResimulating(on bool) { g.resim = on }

// Resimulating reports whether the game's steps are being re-simulated (see
// SetResimulating). Presentation steps ask it and skip starting sounds and
// effects while it is true.
func (g *Game) Resimulating() bool { return g.resim }
