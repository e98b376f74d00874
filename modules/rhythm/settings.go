package rhythm

import (
	"math"
	"strconv"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The player's settings the module offers to runtime/ui widgets (see
// UISettings): a choice list whose Setting names one, or that is named
// WidgetScrollSpeed or WidgetCalibration, wherever it is, shows and changes
// it. The UI fills their Choices (a scene file leaves them empty).
const (
	// SettingScrollSpeed is the Widget.Setting of the scroll speed choice.
	SettingScrollSpeed = "rhythm.scrollSpeed"
	// SettingCalibration is the Widget.Setting of the calibration choice.
	SettingCalibration = "rhythm.calibration"
	// WidgetScrollSpeed is a choice of Prefs.ScrollSpeed: scrollChoices
	// (0.25x to 4x).
	WidgetScrollSpeed = "ScrollSpeed"
	// WidgetCalibration is a choice of beat.Settings.LatencyMs: -300 ms to
	// +300 ms by 5 ms.
	WidgetCalibration = "Calibration"
)

// scrollSpeeds are WidgetScrollSpeed's choices.
var scrollSpeeds = []float64{0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4}

// The calibration choices: from -calMax to calMax ms by calStep.
const (
	calMax  = 300
	calStep = 5
)

// choiceTexts are the texts of the two choice lists, made once.
var scrollTexts, calTexts = func() ([]string, []string) {
	var a, b []string
	for _, v := range scrollSpeeds {
		a = append(a, strconv.FormatFloat(v, 'f', -1, 64)+"x")
	}
	for ms := -calMax; ms <= calMax; ms += calStep {
		t := strconv.Itoa(ms) + " ms"
		if ms > 0 {
			t = "+" + t
		}
		b = append(b, t)
	}
	return a, b
}()

// nearestSpeed returns the index of the scroll speed nearest v.
func nearestSpeed(v float64) int {
	best := 0
	for i, s := range scrollSpeeds {
		if math.Abs(s-v) < math.Abs(scrollSpeeds[best]-v) {
			best = i
		}
	}
	return best
}

// UISettings offers the player's scroll speed and calibration to the UI's
// widgets (runtime/ui.SettingProvider) as the choice lists SettingScrollSpeed
// and SettingCalibration, bound too to widgets named WidgetScrollSpeed and
// WidgetCalibration wherever they are: a widget shows and changes the
// player's setting (ui.Widget.Current), never its Value, so the settings
// stay out of the game's state. A change is kept at once (SetPrefs, the beat
// system's SetSettings).
func (s *system) UISettings() []ui.SettingSource {
	named := func(name string) func(*scenes.Entity) bool {
		return func(e *scenes.Entity) bool { return e.Name() == name }
	}
	return []ui.SettingSource{
		{Name: SettingScrollSpeed, Binds: named(WidgetScrollSpeed), Choices: scrollTexts,
			Get: func() float64 {
				s.loadPrefs(s.game) // the UI may ask before the module's first step
				return float64(nearestSpeed(s.prefs.p.scroll()))
			},
			Set: s.setScroll},
		{Name: SettingCalibration, Binds: named(WidgetCalibration), Choices: calTexts,
			Get: func() float64 {
				ms := min(max(s.latencyMs(), -calMax), calMax)
				return float64((ms + calMax + calStep/2) / calStep)
			},
			Set: s.setCalibration},
	}
}

// setScroll sets the scroll speed to choice i of scrollSpeeds (clamped).
func (s *system) setScroll(v float64) {
	i := min(max(int(v), 0), len(scrollSpeeds)-1)
	if err := s.SetPrefs(Prefs{ScrollSpeed: scrollSpeeds[i]}); err != nil {
		s.game.Problems().Warn(nil, lanesName, "scroll speed: %v", err)
	}
}

// setCalibration sets the calibration to choice i of calTexts (clamped).
func (s *system) setCalibration(v float64) {
	i := min(max(int(v), 0), len(calTexts)-1)
	if b, ok := runtime.LookupService[beat.Beat](s.game); ok {
		if err := b.SetSettings(beat.Settings{LatencyMs: i*calStep - calMax}); err != nil {
			s.game.Problems().Warn(nil, lanesName, "calibration: %v", err)
		}
	}
}
