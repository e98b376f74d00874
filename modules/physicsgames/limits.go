package physicsgames

import (
	"math"

	"github.com/griffengine/griff/scenes"
)

// The limits of a scene's whole numbers. A score is added to (a kick's
// points every kick, a bird bonus times the birds left), so an absurd field
// in a scene file (shots 10^18, points 2^62) would wrap it past the largest
// int into a negative score. Each limit is far above any real game's and
// keeps every score within MaxScore.
const (
	// MaxScore is the highest score: 999,999,999, nine digits (the
	// displays of the 1990s' pinball machines held ten), which fits an int
	// of 32 bits, the smallest Go's int is on any architecture, so the same
	// score is kept on every one. A score reaching it stays there.
	MaxScore = 999_999_999
	// MaxShots is the most birds a slingshot level gives (Angry Birds'
	// levels give at most 8 or so).
	MaxShots = 99
	// MaxBalls is the most balls a pinball game gives (3 or 5 on a real
	// machine).
	MaxBalls = 99
	// MaxPoints is the most a kicker, a lane or a block's break scores at a
	// time (a real table's targets score up to a few million).
	MaxPoints = 1_000_000
)

// addScore returns score + n, n taken as 0 below 0, and the sum at most
// MaxScore.
func addScore(score, n int) int {
	n = max(n, 0)
	if n >= MaxScore-score {
		return MaxScore
	}
	return score + n
}

// pointsOf returns the whole points of x (such as damage × DamagePoints),
// rounded, within 0 and MaxPoints (0 for NaN).
func pointsOf(x float64) int {
	if !(x > 0) {
		return 0
	}
	return int(math.Round(min(x, MaxPoints)))
}

// limit returns *v within lo and hi, warning (naming e, component and the
// field's JSON key) when it was outside.
func (s *system) limit(e *scenes.Entity, component, key string, v *int, lo, hi int) {
	if *v >= lo && *v <= hi {
		return
	}
	c := min(max(*v, lo), hi)
	s.game.Problems().Warn(e, component, "%s %d is outside %d..%d: %d", key, *v, lo, hi, c)
	*v = c
}

// checkSlingCounts limits a slingshot level's whole numbers, on its first
// step: shots to 0..MaxShots (which keeps a win's bonus, shots ×
// BirdBonus, within MaxScore) and a score (a snapshot's or an edit's) to
// 0..MaxScore. Shots at 0 warn when aiming, as before.
func (s *system) checkSlingCounts(e *scenes.Entity, sl *Sling) {
	s.limit(e, "PhysicsGames.Sling", "shots", &sl.Shots, 0, MaxShots)
	s.limit(e, "PhysicsGames.Sling", "score", &sl.Score, 0, MaxScore)
}

// checkTableCounts limits a pinball table's whole numbers, on its first
// step: balls to 1..MaxBalls, the score to 0..MaxScore, and every
// kicker's and lane's points to 0..MaxPoints.
func (s *system) checkTableCounts(e *scenes.Entity, t *Table) {
	s.limit(e, "PhysicsGames.Table", "balls", &t.Balls, 1, MaxBalls)
	s.limit(e, "PhysicsGames.Table", "score", &t.Score, 0, MaxScore)
	for ke, k := range scenes.Active[Kicker](s.game.Scene()) {
		s.limit(ke, "PhysicsGames.Kicker", "points", &k.Points, 0, MaxPoints)
	}
	for le, l := range scenes.Active[Lane](s.game.Scene()) {
		s.limit(le, "PhysicsGames.Lane", "points", &l.Points, 0, MaxPoints)
	}
}
