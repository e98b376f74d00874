// Package refuse is where arcgen's refusal tests put their scripts (as overlays).
package refuse
