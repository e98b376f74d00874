package fighting

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// play plays one step of the match: the title's menu, or the rounds.
func (s *system) play(g *runtime.Game, e *scenes.Entity, m *Match) {
	if m.Phase != PhaseTitle && g.Input().Pressed(0, ActionBack) {
		m.Phase, m.Announce = PhaseTitle, ""
		return
	}
	switch m.Phase {
	case PhaseTitle:
		s.title(g, m)
	case PhaseIntro:
		s.fightStep(m, s.idlePads())
		if m.Left--; m.Left <= 0 {
			m.Phase, m.Announce = PhaseFight, ""
		} else if m.Left < IntroSteps/3 {
			m.Announce = "Fight!"
		}
	case PhaseFight:
		s.fightStep(m, s.pads(g, m))
		if m.Mode == ModeTraining {
			s.training(g, m)
		} else {
			s.judge(m)
		}
	case PhaseRoundEnd:
		s.fightStep(m, s.idlePads())
		if m.Left--; m.Left <= 0 {
			s.nextRound(m)
		}
	case PhaseOver:
		s.fightStep(m, s.idlePads())
		if m.Left--; m.Left <= 0 || (m.Left < OverSteps-60 && g.Input().Pressed(0, ActionStart)) {
			m.Phase, m.Announce = PhaseTitle, ""
		}
	}
}

// title is a step of the title's menu: up and down pick the mode, left and
// right player 0's character, the second player's left and right theirs
// (pick2), start (or a punch) begins.
func (s *system) title(g *runtime.Game, m *Match) {
	in := g.Input()
	s.pick2(g, m)
	switch {
	case in.Pressed(0, ActionUp):
		m.Pick = (m.Pick + int(modeCount) - 1) % int(modeCount)
	case in.Pressed(0, ActionDown):
		m.Pick = (m.Pick + 1) % int(modeCount)
	case in.Pressed(0, ActionLeft):
		m.Char = (m.Char + len(m.Characters) - 1) % len(m.Characters)
	case in.Pressed(0, ActionRight):
		m.Char = (m.Char + 1) % len(m.Characters)
	case in.Pressed(0, ActionStart) || in.Pressed(0, ActionLP):
		s.begin(m, Mode(max(min(m.Pick, int(modeCount)-1), 0)))
	}
}

// pick2 lets the second player pick their versus character on the title,
// as a fighting game's select screen does: player 1's left and right (a
// second machine, or a second pad) or player 0's p2left and p2right (one
// keyboard) step Char2 through the characters, starting from the one after
// player 0's.
func (s *system) pick2(g *runtime.Game, m *Match) {
	in, d := g.Input(), 0
	for _, ps := range [2][2]int{{1, 0}, {0, 1}} { // player, set of actions
		if in.Pressed(ps[0], sets[ps[1]][0]) {
			d--
		}
		if in.Pressed(ps[0], sets[ps[1]][1]) {
			d++
		}
	}
	n := len(m.Characters)
	if d == 0 || n == 0 {
		return
	}
	if !m.Chose2 {
		m.Char2, m.Chose2 = (m.Char+1)%n, true
	}
	m.Char2 = ((m.Char2+d)%n + n) % n
}

// rival returns side 1's character in mode: the second player's pick in
// versus, else the one after player 0's.
func rival(m *Match, mode Mode) int {
	n := len(m.Characters)
	if mode == ModeVersus && m.Chose2 {
		return max(min(m.Char2, n-1), 0)
	}
	return (m.Char + 1) % n
}

// begin starts a match in mode: player 0 plays the character picked, the
// other side rival's. A character whose move list does not read (warned at
// its file) starts nothing: the title stays, with the fighters it had, so
// another pick can be made.
func (s *system) begin(m *Match, mode Mode) {
	m.Char = max(min(m.Char, len(m.Characters)-1), 0)
	chars := [2]int{m.Char, rival(m, mode)}
	var cs [2]*Character
	for i, ch := range chars {
		if cs[i] = s.characterAt(nil, m, ch); cs[i] == nil {
			return
		}
	}
	m.Mode, m.Wins, m.Round, m.Winner = mode, [2]int{}, 1, 0
	for i, f := range s.fs {
		f.Char, f.Meter, s.cs[i] = chars[i], 0, cs[i]
	}
	s.resetRound(m)
}

// resetRound puts the fighters back for a round and starts its intro
// (training starts at once, with full meters).
func (s *system) resetRound(m *Match) {
	for i, f := range s.fs {
		*f = Fighter{Side: f.Side, Image: f.Image, Char: f.Char, Look: f.Look, Meter: f.Meter, DrawOrder: f.DrawOrder,
			X: StartLeft, Facing: 1, Health: s.cs[i].Health, Move: -1}
		if i == 1 {
			f.X, f.Facing = StartRight, -1
		}
	}
	m.Timer, m.Freeze = RoundSeconds*stepRate, 0
	if m.Mode == ModeTraining {
		m.Phase, m.Announce = PhaseFight, ""
		s.fs[0].Meter, s.fs[1].Meter = MaxMeter, MaxMeter
		return
	}
	m.Phase, m.Left = PhaseIntro, IntroSteps
	m.Announce = "Round " + itoa(m.Round)
}

// stepRate is the steps a second the frame data and the timer count in.
const stepRate = 60

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// idlePads are no input (intro and the round's end).
func (s *system) idlePads() [2]pad { return [2]pad{{dir: 5}, {dir: 5}} }

// pads reads both fighters' input this step: side 0 is player 0; side 1
// the computer (versus CPU, and training's dummy), or player 1 and player
// 0's P2 keys (versus).
func (s *system) pads(g *runtime.Game, m *Match) [2]pad {
	var p [2]pad
	x, y, b := readPad(g, 0, 0)
	p[0] = pad{DirOf(x, y, s.fs[0].Facing), b}
	switch m.Mode {
	case ModeVersus:
		x, y, b = readPad(g, 1, 0)
		x2, y2, b2 := readPad(g, 0, 1)
		x, y = max(min(x+x2, 1), -1), max(min(y+y2, 1), -1)
		p[1] = pad{DirOf(x, y, s.fs[1].Facing), b | b2}
	case ModeTraining:
		p[1] = s.dummy(m)
	default:
		p[1] = s.cpu(g, m)
	}
	return p
}

// training is training mode's step: the timer stands, meters stay full,
// and a fighter's health fills again when a combo on it ends.
func (s *system) training(g *runtime.Game, m *Match) {
	if g.Input().Pressed(0, ActionStart) {
		m.Dummy = 1 - m.Dummy
	}
	for i, f := range s.fs {
		f.Meter = MaxMeter
		if f.JustFree || f.Health <= 0 && f.Down == 0 && !f.Air {
			f.Health = s.cs[i].Health
		}
	}
}

// judge ends the round on a knockout or when the timer runs out: the
// fighter with more health (as a share of its full health) wins it; a
// draw gives both a round.
func (s *system) judge(m *Match) {
	a, b := s.fs[0], s.fs[1]
	if m.Freeze == 0 {
		m.Timer--
	}
	ko := a.Health <= 0 || b.Health <= 0
	if !ko && m.Timer > 0 {
		return
	}
	m.Phase, m.Left, m.Announce = PhaseRoundEnd, EndSteps, "K.O."
	if !ko {
		m.Announce = "Time"
	}
	ra, rb := a.Health*s.cs[1].Health, b.Health*s.cs[0].Health // shares, cross-multiplied
	if ra >= rb {
		m.Wins[0]++
	}
	if rb >= ra {
		m.Wins[1]++
	}
	m.Timer = max(m.Timer, 0)
}

// MaxRounds ends a match of draws.
const MaxRounds = 5

// nextRound starts the next round, or ends the match when a side has won
// RoundsToWin (both at once, or MaxRounds played: a draw).
func (s *system) nextRound(m *Match) {
	w0, w1 := m.Wins[0] >= RoundsToWin, m.Wins[1] >= RoundsToWin
	if w0 || w1 || m.Round >= MaxRounds {
		m.Phase, m.Left = PhaseOver, OverSteps
		switch {
		case w0 && !w1 || !w1 && m.Wins[0] > m.Wins[1]:
			m.Winner, m.Announce = 0, "Player 1 wins"
		case w1 && !w0 || !w0 && m.Wins[1] > m.Wins[0]:
			m.Winner, m.Announce = 1, "Player 2 wins"
			if m.Mode == ModeCPU {
				m.Announce = "CPU wins"
			}
		default:
			m.Winner, m.Announce = -1, "Draw"
		}
		return
	}
	m.Round++
	s.resetRound(m)
}
