// Package match3 is the match-3 genre module ("match3").
package match3
