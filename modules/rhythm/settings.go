package rhythm

import (
	"math"
	"slices"
	"strconv"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The names of the settings widgets (runtime/ui choice lists) the module
// reads, wherever they are: a scene's menu sets the player's settings with
// them. The module fills their Choices (a scene file leaves them empty), so
// they show the values themselves.
const (
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

// settingsWidgets applies the player's changes of the settings widgets in
// the step they were made (ui.IPanels.Chosen), and shows the player's
// settings on them the first step a scene has them. The settings are the
// player's, not the game's (see Prefs): a widget shows them as the UI's
// own player settings (volume) are shown.
func (s *system) settingsWidgets(g *runtime.Game) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return
	}
	if s.shownIn != g.Scene() {
		s.shownIn = g.Scene()
		s.showSettings(g)
	}
	for _, c := range panels.Chosen() {
		switch c.Widget {
		case WidgetScrollSpeed:
			i := min(max(int(c.Value), 0), len(scrollSpeeds)-1)
			if err := s.SetPrefs(Prefs{ScrollSpeed: scrollSpeeds[i]}); err != nil {
				g.Problems().Warn(nil, lanesName, "scroll speed: %v", err)
			}
		case WidgetCalibration:
			i := min(max(int(c.Value), 0), len(calTexts)-1)
			if b, ok := runtime.LookupService[beat.Beat](g); ok {
				if err := b.SetSettings(beat.Settings{LatencyMs: i*calStep - calMax}); err != nil {
					g.Problems().Warn(nil, lanesName, "calibration: %v", err)
				}
			}
		}
	}
}

// showSettings gives the scene's settings widgets their choices and the
// player's values.
func (s *system) showSettings(g *runtime.Game) {
	for e, w := range scenes.All[ui.Widget](g.Scene()) {
		switch e.Name() {
		case WidgetScrollSpeed:
			w.Kind, w.Choices = ui.WidgetChoice, slices.Clone(scrollTexts) // the component's own
			w.Value = float64(nearestSpeed(s.prefs.p.scroll()))
		case WidgetCalibration:
			ms := min(max(s.latencyMs(), -calMax), calMax)
			w.Kind, w.Choices = ui.WidgetChoice, slices.Clone(calTexts)
			w.Value = float64((ms + calMax + calStep/2) / calStep)
		}
	}
}
