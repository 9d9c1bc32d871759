"""Application services: what the command line and the app both ask for, each one unit of
work over the store (engine/store holds persistence only) and the tournament package."""
