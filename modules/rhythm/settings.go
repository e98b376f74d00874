package rhythm

import (
	"math"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The names of the settings widgets (runtime/ui sliders) the module reads,
// wherever they are: a scene's menu sets the player's settings with them.
const (
	// WidgetScrollSpeed is a slider of Prefs.ScrollSpeed (clamped to
	// [MinScrollSpeed, MaxScrollSpeed]).
	WidgetScrollSpeed = "ScrollSpeed"
	// WidgetCalibration is a slider of beat.Settings.LatencyMs, in
	// milliseconds (rounded, clamped to ±beat.MaxLatencyMs).
	WidgetCalibration = "Calibration"
)

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
			v := min(max(c.Value, MinScrollSpeed), MaxScrollSpeed)
			if err := s.SetPrefs(Prefs{ScrollSpeed: v}); err != nil {
				g.Problems().Warn(nil, lanesName, "scroll speed: %v", err)
			}
		case WidgetCalibration:
			b, ok := runtime.LookupService[beat.Beat](g)
			ms := min(max(c.Value, -beat.MaxLatencyMs), beat.MaxLatencyMs)
			if ok && !math.IsNaN(ms) {
				if err := b.SetSettings(beat.Settings{LatencyMs: int(math.Round(ms))}); err != nil {
					g.Problems().Warn(nil, lanesName, "calibration: %v", err)
				}
			}
		}
	}
}

// showSettings gives the scene's settings widgets the player's values.
func (s *system) showSettings(g *runtime.Game) {
	for e, w := range scenes.All[ui.Widget](g.Scene()) {
		switch e.Name() {
		case WidgetScrollSpeed:
			w.Value = s.prefs.p.scroll()
		case WidgetCalibration:
			w.Value = float64(s.latencyMs())
		}
	}
}
