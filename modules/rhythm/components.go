package rhythm

import (
	"time"

	"github.com/griffengine/griff/griff"
)

// lanesName is the saved name of Lanes.
const lanesName = "Rhythm.Lanes"

// Defaults of a Lanes' drawing and timing.
const (
	// DefaultLaneWidth is a lane's width when Lanes.LaneWidth is 0, in world
	// units.
	DefaultLaneWidth = 40
	// DefaultJudgeY is how far below the Lanes' entity the judgement line is
	// when Lanes.JudgeY is 0, in world units (y down).
	DefaultJudgeY = 220
	// DefaultSpeed is how fast notes scroll when Lanes.Speed is 0, in world
	// units a second (before the player's scroll speed, Prefs).
	DefaultSpeed = 300
	// DefaultQuantize is the division of a beat taps are rounded to in
	// record mode when Lanes.Quantize is 0: sixteenth notes in 4/4.
	DefaultQuantize = 4
	// DefaultRecordBeats is how long record mode records when Lanes.
	// RecordBeats is 0 and the chart has no notes.
	DefaultRecordBeats = 32
	// ExitWait is how long after the end a lane press leaves for Exit.
	ExitWait = time.Second
	// EndWait is how long after the chart's last note the play ends.
	EndWait = time.Second
	// NetGrace is how much longer an online host waits for a note's press
	// before it counts the note missed, so a player's press sent over the
	// network (judged by when it happened) still finds it.
	NetGrace = 250 * time.Millisecond
)

// Lanes is one player's play of a chart: the chart it reads, how it is
// drawn, and every count of the play. Its entity is the top-left of the
// lanes; the notes scroll down to the judgement line JudgeY below it.
// Saved as "Rhythm.Lanes"; every exported field is saved (game state).
type Lanes struct {
	// Chart is the chart file's path in the game folder
	// ("charts/easy.chart").
	Chart string `json:"chart"`
	// Input is the player whose lane actions play it (0 to 7).
	Input int `json:"input,omitempty"`
	// Exit is the scene a lane press loads once the play has been over for
	// ExitWait; "" stays.
	Exit string `json:"exit,omitempty"`
	// Record turns on record mode: presses are not judged but written down
	// as a new chart (see the package documentation).
	Record bool `json:"record,omitempty"`
	// RecordBeats is how many beats record mode records; 0 is up to the
	// chart's last note or, for a chart with none, DefaultRecordBeats.
	RecordBeats int `json:"recordBeats,omitempty"`
	// Quantize is the division of a beat record mode rounds taps to; 0 is
	// DefaultQuantize. 1 to MaxDenominator.
	Quantize int `json:"quantize,omitempty"`
	// LaneWidth, JudgeY and Speed set the drawing: a lane's width and the
	// judgement line's distance below the entity (world units), and the
	// scroll speed (world units a second); 0 is each's default.
	LaneWidth float64 `json:"laneWidth,omitempty"`
	JudgeY    float64 `json:"judgeY,omitempty"`
	Speed     float64 `json:"speed,omitempty"`

	// Started is set on the first step the chart played: state.
	Started bool `json:"started,omitempty"`
	// Over is set when the play ended, OverFor counts the game time since.
	Over    bool          `json:"over,omitempty"`
	OverFor time.Duration `json:"overFor,omitempty"`
	// Cursor holds each lane's next note to judge (an index into the
	// chart's ByLane), Holding whether that note is a hold whose head was
	// hit and whose tail is still to come, Down whether the lane is held.
	Cursor  []int  `json:"cursor,omitempty"`
	Holding []bool `json:"holding,omitempty"`
	Down    []bool `json:"down,omitempty"`
	// Counts of the judgements.
	Perfect int `json:"perfect,omitempty"`
	Great   int `json:"great,omitempty"`
	Good    int `json:"good,omitempty"`
	Miss    int `json:"miss,omitempty"`
	// Combo is the judgements since the last miss, MaxCombo the longest.
	Combo    int `json:"combo,omitempty"`
	MaxCombo int `json:"maxCombo,omitempty"`
	// Value is the sum of the judgements' values (300, 200, 100, 0), Judged
	// how many there were, Score the score (see Score).
	Value  int64 `json:"value,omitempty"`
	Judged int   `json:"judged,omitempty"`
	Score  int64 `json:"score,omitempty"`
	// Last is the last judgement, in lane LastLane, LastOff from its note
	// (negative: early), at game time LastAt: the judgement shown.
	Last     Judgement     `json:"last,omitempty"`
	LastLane int           `json:"lastLane,omitempty"`
	LastOff  time.Duration `json:"lastOff,omitempty"`
	LastAt   griff.Time    `json:"lastAt,omitempty"`
	// Offs counts the presses hit (taps and heads, not missed), OffSum sums
	// how far each was off its note and OffSq the squares, in microseconds
	// (negative: early): MeanOffset and UnstableRate.
	Offs   int   `json:"offs,omitempty"`
	OffSum int64 `json:"offSum,omitempty"`
	OffSq  int64 `json:"offSq,omitempty"`
	// Taps are record mode's notes so far, and Recorded the chart written
	// at its end.
	Taps     []Tap  `json:"taps,omitempty"`
	Recorded string `json:"recorded,omitempty"`
}

// Tap is a note record mode took down: a press in Lane on Beat (rounded to
// the Quantize), and while it is held, Open; a press held for half a beat
// or more becomes a hold to End.
type Tap struct {
	Lane int  `json:"lane"`
	Beat Frac `json:"beat"`
	End  Frac `json:"end,omitzero"`
	Open bool `json:"open,omitempty"`
}

func (l *Lanes) laneWidth() float64 { return orDefault(l.LaneWidth, DefaultLaneWidth) }
func (l *Lanes) judgeY() float64    { return orDefault(l.JudgeY, DefaultJudgeY) }
func (l *Lanes) speed() float64     { return orDefault(l.Speed, DefaultSpeed) }

func (l *Lanes) quantize() int64 {
	if l.Quantize >= 1 && l.Quantize <= MaxDenominator {
		return int64(l.Quantize)
	}
	return DefaultQuantize
}

// orDefault returns v, or def if v is not above 0 (NaN included) or above
// a million.
func orDefault(v, def float64) float64 {
	if v > 0 && v <= 1e6 {
		return v
	}
	return def
}

// reset sizes the per-lane state for n lanes and clears the counts.
func (l *Lanes) reset(n int) {
	*l = Lanes{Chart: l.Chart, Input: l.Input, Exit: l.Exit, Record: l.Record, RecordBeats: l.RecordBeats,
		Quantize: l.Quantize, LaneWidth: l.LaneWidth, JudgeY: l.JudgeY, Speed: l.Speed, Started: true}
	l.Cursor, l.Holding, l.Down = make([]int, n), make([]bool, n), make([]bool, n)
}

// ready reports whether the per-lane state fits n lanes (a save or a scene
// file may hold other lengths).
func (l *Lanes) ready(n int) bool {
	return l.Started && len(l.Cursor) == n && len(l.Holding) == n && len(l.Down) == n
}
